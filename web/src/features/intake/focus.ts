import type { IntakeField } from './model.ts';

/** Props that mark a field's wrapper, so a failed step can move focus to its first problem. */
export const fieldMark = (field: IntakeField) => ({ 'data-intake-field': field });

export function focusField(field: string) {
  const wrapper = document.querySelector(`[data-intake-field="${field}"]`);
  if (!wrapper) return;
  const target =
    wrapper instanceof HTMLInputElement || wrapper instanceof HTMLTextAreaElement
      ? wrapper
      : (wrapper.querySelector<HTMLElement>('input:checked:not([disabled])') ??
        wrapper.querySelector<HTMLElement>('input:not([disabled]):not([readonly]), textarea:not([disabled])'));
  target?.focus();
}
