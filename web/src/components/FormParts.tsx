import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Alert, Button, Field, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorMessage } from './ErrorMessage.tsx';

interface RequiredFieldProps {
  label: ReactNode;
  children: ReactNode;
  /** Marks the field invalid; shown under it when given. */
  error?: string | null;
  /** Marks the field invalid without a text of its own (the form's alert says why). */
  invalid?: boolean;
  helper?: ReactNode;
  /** The error is read out as soon as it appears. */
  alertError?: boolean;
}

/** A required field: its label with the required mark, the input, a helper line and the error. */
export function RequiredField({ label, children, error, invalid, helper, alertError }: RequiredFieldProps) {
  return (
    <Field.Root invalid={invalid ?? !!error} required>
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

/** A form-level message above the fields, read out when it appears. */
export function FormAlert({ status = 'error', children }: { status?: 'error' | 'warning'; children: ReactNode }) {
  return (
    <Alert.Root status={status} role="alert">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

interface SubmitFormProps {
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
  submitLabel: ReactNode;
  pending: boolean;
  loadingText: string;
  /** Under the submit button. */
  after?: ReactNode;
}

/** The sign-in pages' form: the fields stacked, then one large submit button. */
export function SubmitForm({ onSubmit, children, submitLabel, pending, loadingText, after }: SubmitFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        {children}
        <Button type="submit" colorPalette="teal" size="lg" loading={pending} loadingText={loadingText}>
          {submitLabel}
        </Button>
        {after}
      </Stack>
    </form>
  );
}

/** A link to another page of the app, in the accent colour. */
export function TextLink({ to, children, ...props }: { to: string; children: ReactNode } & Omit<ComponentProps<typeof Link>, 'asChild'>) {
  return (
    <Link asChild color="teal.fg" {...props}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
