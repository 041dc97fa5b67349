/**
 * Style props that make a text link or a plain button at least 24 px high (WCAG 2.5.8, target
 * size): on a phone, an 18 px line of small text is a hard target for a finger.
 */
export const TAP_TARGET = { display: 'inline-flex', alignItems: 'center', minH: '6' } as const;
