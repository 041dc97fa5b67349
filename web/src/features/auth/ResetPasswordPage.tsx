import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Text } from '@chakra-ui/react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { LuLockKeyhole } from 'react-icons/lu';
import { ERR, PASSWORD_MIN_RESET } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { authApi } from './api.ts';
import { formToast } from './formToast.ts';
import { AuthCard } from '../../components/AuthCard.tsx';
import { FormAlert, SubmitForm, TextLink } from '../../components/FormParts.tsx';
import { PasswordField } from '../../components/FormFields.tsx';
import { INVALID_LINK_STATE, validateReset } from './validation.ts';

type FieldName = 'newPassword' | 'confirm';

const warnInvalidLink = () => formToast('warning', ERR.INVALID_RESET_LINK_TITLE, ERR.INVALID_RESET_LINK);

/** /reset-password?token= (docs/accounts-and-sign-in.md#password-reset): sets a new password from the emailed link, then back to /login. */
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
          <TextLink to="/login" fontWeight="medium">
            Back to Sign In
          </TextLink>
        </Text>
      }
    >
      <SubmitForm onSubmit={onSubmit} submitLabel="Reset Password" pending={loading} loadingText="Resetting...">
        {formError && <FormAlert>{formError}</FormAlert>}
        <PasswordField
          ref={refs.newPassword}
          required
          label="New password"
          error={errorFor('newPassword')}
          helper={!errorFor('newPassword') && `At least ${PASSWORD_MIN_RESET} characters.`}
          name="newPassword"
          autoComplete="new-password"
          value={newPassword}
          onChange={setNewPassword}
        />
        <PasswordField
          ref={refs.confirm}
          required
          label="Confirm new password"
          error={errorFor('confirm')}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
        />
      </SubmitForm>
    </AuthCard>
  );
}
