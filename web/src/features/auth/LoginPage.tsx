import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Input, Text } from '@chakra-ui/react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LuLogIn } from 'react-icons/lu';
import { ERR } from '@coach/contract';
import { ApiError, errorText } from '../../lib/api.ts';
import { clearFormToast, formToast } from './formToast.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { AuthCard } from '../../components/AuthCard.tsx';
import { FormAlert, SubmitForm, TextLink } from '../../components/FormParts.tsx';
import { FormField, PasswordField } from '../../components/FormFields.tsx';
import { queryClient } from '../../lib/query.ts';
import { prefetchHome, preloadSignedInArea } from '../../routes/preload.ts';
import { homePath, isCoach, useAuth } from './store.ts';
import { returnPath, validateLogin } from './validation.ts';

/** /login (docs/accounts-and-sign-in.md#sign-in-and-tokens): email and password; afterwards verification, the guarded page, or home. */
export default function LoginPage() {
  const { status, user, requiresEmailVerification, login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<{ email?: boolean; password?: boolean }>({});
  // Said at the field it is about (a missing field, or a wrong email or password), where it stays.
  const [fieldError, setFieldError] = useState<{ field: 'email' | 'password'; text: string } | null>(null);
  // Not about a field (the server away, too many attempts).
  const [formError, setFormError] = useState<string | null>(null);
  // Stays true after a successful sign-in so the page's own navigation wins over the redirect below.
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // Typing has begun: the signed-in pages' code loads meanwhile, not after Sign In.
  const typing = email !== '' || password !== '';
  useEffect(() => {
    if (typing) preloadSignedInArea();
  }, [typing]);

  if (status === 'loading') return <PageSpinner />;
  if (status === 'authenticated' && user && !submitting) {
    return <Navigate to={homePath(user, requiresEmailVerification)} replace />;
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateLogin(email, password);
    if (problem) {
      setInvalid({ email: !email.trim(), password: !password });
      setFieldError({ field: problem.field, text: problem.description });
      setFormError(null);
      formToast('error', problem.title, problem.description);
      (problem.field === 'email' ? emailRef : passwordRef).current?.focus();
      return;
    }
    setInvalid({});
    setFieldError(null);
    setFormError(null);
    setSubmitting(true);
    preloadSignedInArea();
    try {
      const res = await login(email.trim(), password);
      if (res.requiresEmailVerification) {
        formToast('info', ERR.VERIFICATION_REQUIRED_TITLE, ERR.VERIFICATION_REQUIRED);
        navigate('/verify-email', { replace: true });
      } else {
        clearFormToast();
        const back = returnPath(location.state, res.user.id);
        if (!back) void prefetchHome(queryClient, res.user, isCoach(res.user));
        navigate(back ?? homePath(res.user, false), { replace: true });
      }
    } catch (err) {
      const text = errorText(err, ERR.INVALID_CREDENTIALS);
      setSubmitting(false);
      if (err instanceof ApiError && err.code === 'INVALID_CREDENTIALS') {
        // Either may be wrong: both are marked, the text sits under the password that is asked again.
        setInvalid({ email: true, password: true });
        setFieldError({ field: 'password', text });
      } else {
        setFormError(text);
      }
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
        <FormField
          required
          label="Email"
          invalid={!!invalid.email}
          error={fieldError?.field === 'email' ? fieldError.text : null}
          alertError
        >
          <Input ref={emailRef} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
        <PasswordField
          ref={passwordRef}
          required
          label="Password"
          invalid={!!invalid.password}
          error={fieldError?.field === 'password' ? fieldError.text : null}
          alertError
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
