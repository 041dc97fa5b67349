import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Input, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { LuKeyRound, LuMailCheck } from 'react-icons/lu';
import { ERR, PASSWORD_RESET_TTL_MINUTES } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { authApi } from './api.ts';
import { clearFormToast, formToast } from './formToast.ts';
import { AuthCard } from '../../components/AuthCard.tsx';
import { FormAlert, SubmitForm, TextLink } from '../../components/FormParts.tsx';
import { FormField } from '../../components/FormFields.tsx';
import { cameWithInvalidLink, validateForgot } from './validation.ts';

const BackToLogin = () => (
  <TextLink to="/login" fontWeight="medium">
    Back to Sign In
  </TextLink>
);

/** /forgot-password (docs/accounts-and-sign-in.md#password-reset): asks for a reset link; the same answer whether the account exists. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const invalidLink = cameWithInvalidLink(useLocation().state);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateForgot(email);
    if (problem) {
      setFieldError(problem.description);
      formToast('error', problem.title, problem.description);
      emailRef.current?.focus();
      return;
    }
    setFieldError(null);
    setFormError(null);
    setLoading(true);
    try {
      const res = await authApi.requestPasswordReset({ email: email.trim() });
      setSent({ email: email.trim(), message: res.message });
      clearFormToast();
    } catch (err) {
      const text = errorText(err, ERR.REQUEST_FAILED);
      setFormError(text);
      formToast('error', ERR.REQUEST_FAILED_TITLE, text);
    } finally {
      setLoading(false);
    }
  };

  if (sent) {
    return (
      <AuthCard icon={<LuMailCheck />} title="Check your email" description={sent.message} focusTitle>
        <Stack gap="4" textAlign="center">
          <Text color="fg.muted" fontSize="sm">
            Look for an email to{' '}
            <Text as="strong" color="fg" overflowWrap="anywhere">
              {sent.email}
            </Text>
            . The link works for {PASSWORD_RESET_TTL_MINUTES} minutes. If nothing arrives, check your spam folder or try again.
          </Text>
          <Button asChild colorPalette="teal" size="lg">
            <RouterLink to="/login">Back to Sign In</RouterLink>
          </Button>
          <Button variant="ghost" onClick={() => setSent(null)}>
            Use a different email
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<LuKeyRound />}
      title="Forgot your password?"
      description="Enter the email address of your account and we'll send you a link to reset your password."
      footer={
        <Text>
          Remembered it? <BackToLogin />
        </Text>
      }
    >
      <SubmitForm onSubmit={onSubmit} submitLabel="Send Reset Link" pending={loading} loadingText="Sending...">
        {invalidLink && !formError && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{ERR.INVALID_RESET_LINK_TITLE}</Alert.Title>
              <Alert.Description>{ERR.INVALID_RESET_LINK} Request a new one below.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {formError && <FormAlert>{formError}</FormAlert>}
        <FormField required label="Email" error={fieldError}>
          <Input ref={emailRef} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
      </SubmitForm>
    </AuthCard>
  );
}
