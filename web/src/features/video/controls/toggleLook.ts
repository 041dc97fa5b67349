/** A room toggle's look (CC, blur, share): filled teal while on, outlined grey while off; aria-pressed says which. */
export const toggleLook = (on: boolean) =>
  ({ 'aria-pressed': on, variant: on ? 'solid' : 'outline', colorPalette: on ? 'teal' : 'gray' }) as const;
