import { forwardRef, type ReactNode } from 'react';
import { Field, HStack, Input, NativeSelect, Text, Textarea, type InputProps } from '@chakra-ui/react';
import { ErrorMessage } from './ErrorMessage.tsx';
import { PasswordInput } from './PasswordInput.tsx';

interface Common {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
}

interface FormFieldProps {
  label: ReactNode;
  children: ReactNode;
  /** Marks the field invalid; shown under it when given. */
  error?: string | null;
  /** Marks the field invalid without a text of its own (the form's alert says why). */
  invalid?: boolean;
  helper?: ReactNode;
  required?: boolean;
  /** The error is read out as soon as it appears. */
  alertError?: boolean;
  /** Extra props of the field's root (a data attribute that marks it for focus). */
  rootProps?: Field.RootProps & Record<`data-${string}`, string>;
}

/** A labelled field (a required one carries the mark): the input, then a helper line and the error. */
export function FormField({ label, children, error, invalid, helper, required, alertError, rootProps }: FormFieldProps) {
  return (
    <Field.Root invalid={invalid ?? !!error} required={required} {...rootProps}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <ErrorMessage role={alertError ? 'alert' : undefined}>{error}</ErrorMessage>}
    </Field.Root>
  );
}

/** A labelled text input whose error sits under it (Field ties label, input and messages together). */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  helper,
  required,
  onBlur,
  rootProps,
  ...input
}: Common & Omit<InputProps, 'value' | 'onChange' | 'name'> & { onBlur?: () => void; rootProps?: FormFieldProps['rootProps'] }) {
  return (
    <FormField label={label} required={required} error={error} helper={!error && helper} rootProps={rootProps}>
      <Input {...input} name={name} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
    </FormField>
  );
}

type PasswordFieldProps = Pick<FormFieldProps, 'label' | 'error' | 'invalid' | 'helper' | 'required' | 'rootProps' | 'alertError'> &
  Omit<InputProps, 'type' | 'value' | 'onChange'> & { value: string; onChange: (value: string) => void };

/** A labelled password input with its show/hide toggle; the helper and the error sit under it as given. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, invalid, helper, required, rootProps, alertError, value, onChange, ...input },
  ref,
) {
  return (
    <FormField
      label={label}
      required={required}
      error={error}
      invalid={invalid}
      helper={helper}
      rootProps={rootProps}
      alertError={alertError}
    >
      <PasswordInput ref={ref} {...input} value={value} onChange={(e) => onChange(e.target.value)} />
    </FormField>
  );
});

/** A textarea; with `max` it shows a "120/1000" counter and stops at the limit. */
export function TextAreaField({
  label,
  name,
  value,
  onChange,
  error,
  helper,
  required,
  max,
  placeholder,
  rows = 4,
}: Common & {
  max?: number;
  placeholder?: string;
  rows?: number;
}) {
  return (
    <FormField label={label} required={required} invalid={!!error}>
      <Textarea
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={max}
        placeholder={placeholder}
        rows={rows}
        autoresize
      />
      <HStack justify="space-between" align="start" w="full" gap="3">
        {error ? <ErrorMessage>{error}</ErrorMessage> : <Field.HelperText>{helper}</Field.HelperText>}
        {max !== undefined && (
          <Text fontSize="xs" color="fg.muted" flexShrink={0} mt="1.5">
            {value.length}/{max}
          </Text>
        )}
      </HStack>
    </FormField>
  );
}

export function SelectField({ label, name, value, onChange, error, helper, required, children }: Common & { children: ReactNode }) {
  return (
    <FormField label={label} required={required} error={error} helper={!error && helper}>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** A select's options, one a value, shown as `label(value, index)`: the value itself unless told. */
export function optionsOf<V extends string | number>(values: readonly V[], label: (value: V, index: number) => ReactNode = (v) => v) {
  return values.map((v, i) => (
    <option key={v} value={v}>
      {label(v, i)}
    </option>
  ));
}

/** A select's options from `{ value, label }` items. */
export const labelledOptions = <V extends string | number>(items: readonly { value: V; label: ReactNode }[]) =>
  optionsOf(
    items.map((item) => item.value),
    (_v, i) => items[i]!.label,
  );
