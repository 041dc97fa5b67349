import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A form-level message above the fields, read out when it appears. */
export function FormAlert({ status = 'error', children }: { status?: 'error' | 'warning'; children: ReactNode }) {
  return (
    <Alert.Root status={status} role="alert">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * A failure, read out when it appears: a title with the detail under it (the server's reason, or
 * what to try), or the detail alone.
 */
export function FailureAlert({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      {title ? (
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{children}</Alert.Description>
        </Alert.Content>
      ) : (
        <Alert.Description>{children}</Alert.Description>
      )}
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

/** Under a sign-up form, for someone who already has an account. */
export function SignInPrompt(props: ComponentProps<typeof Text>) {
  return (
    <Text textAlign="center" color="fg.muted" fontSize="sm" {...props}>
      Already have an account?{' '}
      <TextLink to="/login" fontWeight="medium">
        Sign in
      </TextLink>
    </Text>
  );
}

/** The terms of service, opened in a new tab so a half-filled sign-up form stays as it is. */
export function TermsLink() {
  return (
    <TextLink to="/terms" target="_blank" rel="noopener" textDecoration="underline">
      Terms of Service
    </TextLink>
  );
}

/** The privacy policy, opened in a new tab so a half-filled sign-up form stays as it is. */
export function PrivacyLink() {
  return (
    <TextLink to="/privacy" target="_blank" rel="noopener" textDecoration="underline">
      Privacy Policy
    </TextLink>
  );
}
