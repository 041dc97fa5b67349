import type { ReactNode } from 'react';
import { Field, HStack, Input, NativeSelect, Text, Textarea, type InputProps } from '@chakra-ui/react';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';

interface Common {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
}

function Label({ label }: { label: string }) {
  return (
    <Field.Label>
      {label}
      <Field.RequiredIndicator />
    </Field.Label>
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
  ...input
}: Common & Omit<InputProps, 'value' | 'onChange' | 'name'> & { onBlur?: () => void }) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Label label={label} />
      <Input {...input} name={name} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
      {error ? <ErrorMessage>{error}</ErrorMessage> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}

/** A textarea; with `max` it shows a "120/1000" counter and stops at the limit. */
export function TextAreaField({ label, name, value, onChange, error, helper, required, max, placeholder, rows = 4 }: Common & {
  max?: number;
  placeholder?: string;
  rows?: number;
}) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Label label={label} />
      <Textarea name={name} value={value} onChange={(e) => onChange(e.target.value)} maxLength={max} placeholder={placeholder} rows={rows} autoresize />
      <HStack justify="space-between" align="start" w="full" gap="3">
        {error ? <ErrorMessage>{error}</ErrorMessage> : <Field.HelperText>{helper}</Field.HelperText>}
        {max !== undefined && (
          <Text fontSize="xs" color="fg.muted" flexShrink={0} mt="1.5">
            {value.length}/{max}
          </Text>
        )}
      </HStack>
    </Field.Root>
  );
}

export function SelectField({ label, name, value, onChange, error, helper, required, children }: Common & { children: ReactNode }) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Label label={label} />
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <ErrorMessage>{error}</ErrorMessage> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
