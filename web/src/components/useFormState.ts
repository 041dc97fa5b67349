import { useState } from 'react';

/** The errors a form shows, one a field at the most. */
export type FormErrors<F> = Partial<Record<keyof F, string>>;

/** The fields of `F` that hold text (a text input, a select or a textarea edits them). */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/**
 * A form's values and the errors shown under its fields: `set` changes one value and takes its
 * error away; `bind(name)` is what a text, select or textarea field of FormFields.tsx takes for it.
 */
export function useFormState<F extends object>(initial: () => F) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});

  const set = <K extends keyof F>(name: K, value: F[K]) => {
    setForm((f) => ({ ...f, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest as FormErrors<F>);
  };

  // A select's value is one of its options, so the string it answers is the field's own type.
  const bind = <K extends TextKey<F>>(name: K) => ({
    name,
    value: form[name] as string,
    onChange: (value: string) => set(name, value as F[K]),
    error: errors[name],
  });

  return { form, setForm, errors, setErrors, set, bind };
}
