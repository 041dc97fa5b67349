import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Field, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { LuLockKeyhole } from 'react-icons/lu';
import { ERR, PASSWORD_MIN_RESET } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { authApi } from './api.ts';
import { formToast } from './formToast.ts';
import { AuthCard } from './AuthCard.tsx';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import { INVALID_LINK_STATE, validateReset } from './validation.ts';

type FieldName = 'newPassword' | 'confirm';

const warnInvalidLink = () => formToast('warning', ERR.INVALID_RESET_LINK_TITLE, ERR.INVALID_RESET_LINK);

/** /reset-password?token= (spec §2): sets a new password from the emailed link, then back to /login. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldError, setFieldError] = useState<{ field: FieldName; text: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const refs = { newPassword: useRef<HTMLInputElement>(null), confirm: useRef<HTMLInputElement>(null) };

  useEffect(() => {
    // Deferred: on a fresh page load this effect runs before the Toaster subscribes. The form toast's
    // fixed id keeps a double effect (StrictMode) from stacking two.
    if (!token) window.setTimeout(warnInvalidLink);
  }, [token]);

  if (!token) return <Navigate to="/forgot-password" replace state={INVALID_LINK_STATE} />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateReset(newPassword, confirm);
    if (problem) {
      setFieldError({ field: problem.field, text: problem.description });
      formToast('error', problem.title, problem.description);
      refs[problem.field].current?.focus();
      return;
    }
    setFieldError(null);
    setFormError(null);
    setLoading(true);
    try {
      const res = await authApi.resetPassword({ token, newPassword });
      formToast('success', 'Password Reset', res.message);
      navigate('/login', { replace: true });
    } catch (err) {
      setLoading(false);
      const text = errorText(err, ERR.RESET_FAILED);
      formToast('error', ERR.RESET_FAILED_TITLE, text);
      // A used or expired link cannot get better: ask for a new one.
      if (text.includes('Invalid or expired')) navigate('/forgot-password', { replace: true, state: INVALID_LINK_STATE });
      else setFormError(text);
    }
  };

  const errorFor = (field: FieldName) => (fieldError?.field === field ? fieldError.text : null);

  return (
    <AuthCard
      icon={<LuLockKeyhole />}
      title="Set a new password"
      description="Choose a new password for your account."
      footer={
        <Text>
          <Link asChild color="teal.fg" fontWeight="medium">
            <RouterLink to="/login">Back to Sign In</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {formError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{formError}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root invalid={!!errorFor('newPassword')} required>
            <Field.Label>
              New password
              <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              ref={refs.newPassword}
              name="newPassword"
              autoComplete="new-password"
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
            />
            {errorFor('newPassword') ? (
              <Field.ErrorText>{errorFor('newPassword')}</Field.ErrorText>
            ) : (
              <Field.HelperText>At least {PASSWORD_MIN_RESET} characters.</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root invalid={!!errorFor('confirm')} required>
            <Field.Label>
              Confirm new password
              <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              ref={refs.confirm}
              name="confirmPassword"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            <Field.ErrorText>{errorFor('confirm')}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="teal" size="lg" loading={loading} loadingText="Resetting...">
            Reset Password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
