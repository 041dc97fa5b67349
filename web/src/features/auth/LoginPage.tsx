import { useRef, useState, type FormEvent } from 'react';
import { Input, Text } from '@chakra-ui/react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LuLogIn } from 'react-icons/lu';
import { ERR } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { clearFormToast, formToast } from './formToast.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { AuthCard } from '../../components/AuthCard.tsx';
import { FormAlert, SubmitForm, TextLink } from '../../components/FormParts.tsx';
import { FormField, PasswordField } from '../../components/FormFields.tsx';
import { homePath, useAuth } from './store.ts';
import { returnPath, validateLogin } from './validation.ts';

/** /login (spec §2): email and password; afterwards verification, the guarded page, or home. */
export default function LoginPage() {
  const { status, user, requiresEmailVerification, login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<{ email?: boolean; password?: boolean }>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Stays true after a successful sign-in so the page's own navigation wins over the redirect below.
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  if (status === 'loading') return <PageSpinner />;
  if (status === 'authenticated' && user && !submitting) {
    return <Navigate to={homePath(user, requiresEmailVerification)} replace />;
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateLogin(email, password);
    if (problem) {
      setInvalid({ email: !email.trim(), password: !password });
      setFormError(problem.description);
      formToast('error', problem.title, problem.description);
      (problem.field === 'email' ? emailRef : passwordRef).current?.focus();
      return;
    }
    setInvalid({});
    setFormError(null);
    setSubmitting(true);
    try {
      const res = await login(email.trim(), password);
      if (res.requiresEmailVerification) {
        formToast('info', ERR.VERIFICATION_REQUIRED_TITLE, ERR.VERIFICATION_REQUIRED);
        navigate('/verify-email', { replace: true });
      } else {
        clearFormToast();
        navigate(returnPath(location.state) ?? homePath(res.user, false), { replace: true });
      }
    } catch (err) {
      const text = errorText(err, ERR.INVALID_CREDENTIALS);
      setSubmitting(false);
      setFormError(text);
      setPassword('');
      formToast('error', ERR.LOGIN_FAILED_TITLE, text);
      passwordRef.current?.focus();
    }
  };

  return (
    <AuthCard
      icon={<LuLogIn />}
      title="Sign In"
      description="Welcome back. Sign in to continue your coaching journey."
      footer={
        <Text>
          Don&apos;t have an account?{' '}
          <TextLink to="/intake" fontWeight="medium">
            Start your free trial
          </TextLink>
        </Text>
      }
    >
      <SubmitForm onSubmit={onSubmit} submitLabel="Sign In" pending={submitting} loadingText="Signing in...">
        {formError && <FormAlert>{formError}</FormAlert>}
        <FormField required label="Email" invalid={!!invalid.email}>
          <Input ref={emailRef} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
        <PasswordField
          ref={passwordRef}
          required
          label="Password"
          invalid={!!invalid.password}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <TextLink to="/forgot-password" fontSize="sm" alignSelf="flex-end">
          Forgot your password?
        </TextLink>
      </SubmitForm>
    </AuthCard>
  );
}
