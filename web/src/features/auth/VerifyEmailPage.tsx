import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { Navigate, useNavigate } from 'react-router-dom';
import { LuMailCheck } from 'react-icons/lu';
import { ERR, VERIFICATION_CODE_LENGTH, VERIFICATION_RESEND_COOLDOWN_SECONDS } from '@coach/contract';
import { ApiError, errorText } from '../../lib/api.ts';
import { authApi } from './api.ts';
import { formToast } from './formToast.ts';
import { AuthCard } from '../../components/AuthCard.tsx';
import { FormAlert, SubmitForm } from '../../components/FormParts.tsx';
import { FormField } from '../../components/FormFields.tsx';
import { homePath, useAuth } from './store.ts';
import { useCountdown } from './useCountdown.ts';
import { useVerificationStatus } from './useVerificationStatus.ts';
import { attemptsLabel, resendLabel, sanitizeCode, validateCode } from './validation.ts';

const lockText = (seconds: number) => ERR.TOO_MANY_ATTEMPTS(Math.max(1, Math.ceil(seconds / 60)));
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** /verify-email (docs/accounts-and-sign-in.md#email-verification): the 6-digit code, resend with a cooldown, attempts left. */
export default function VerifyEmailPage() {
  const { user, requiresEmailVerification, setUser, logout, init } = useAuth();
  const navigate = useNavigate();
  const status = useVerificationStatus();
  const cooldown = useCountdown();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [lockMessage, setLockMessage] = useState<string | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  const data = status.data;
  const { start } = cooldown;
  const resendAvailableIn = data?.resendAvailableIn;
  const verifiedElsewhere = data?.emailVerified === true && requiresEmailVerification;
  const statusUnauthorized = status.error instanceof ApiError && status.error.status === 401;

  // The cooldown continues from what the server knows (a code sent at sign-up or from another tab).
  useEffect(() => {
    if (resendAvailableIn !== undefined) start(resendAvailableIn);
  }, [resendAvailableIn, start]);

  // Verified in another tab or on another device: reload the user, and the redirect below follows.
  useEffect(() => {
    if (verifiedElsewhere) void init();
  }, [verifiedElsewhere, init]);

  const toLogin = () => {
    navigate('/login', { replace: true });
    logout();
  };

  useEffect(() => {
    if (statusUnauthorized) {
      navigate('/login', { replace: true });
      logout();
    }
  }, [statusUnauthorized, navigate, logout]);

  if (!user) return null;
  if (!requiresEmailVerification) return <Navigate to={homePath(user, false)} replace />;

  const onVerify = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateCode(code);
    if (problem) {
      setCodeError(problem);
      codeRef.current?.focus();
      return;
    }
    setCodeError(null);
    setLockMessage(null);
    setVerifying(true);
    try {
      const res = await authApi.verifyEmail({ code });
      formToast('success', 'Email verified', res.message);
      setUser(res.user); // requiresEmailVerification turns false: the redirect above takes over.
    } catch (err) {
      setVerifying(false);
      setCode('');
      codeRef.current?.focus();
      if (err instanceof ApiError && err.status === 401) return toLogin();
      const remainingAttempts = err instanceof ApiError ? num(err.body.remainingAttempts) : undefined;
      const timeUntilReset = err instanceof ApiError ? num(err.body.timeUntilReset) : undefined;
      if (remainingAttempts !== undefined) status.patch({ remainingAttempts, timeUntilReset: timeUntilReset ?? 0 });
      else void status.refetchStatus();
      if (err instanceof ApiError && err.status === 429) setLockMessage(err.message);
      else setCodeError(errorText(err, ERR.VERIFICATION_FAILED));
    }
  };

  const onResend = async () => {
    setResendError(null);
    setResending(true);
    try {
      const res = await authApi.resendVerification();
      cooldown.start(VERIFICATION_RESEND_COOLDOWN_SECONDS);
      setCode('');
      setCodeError(null);
      formToast('success', 'Verification code sent', res.message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return toLogin();
      if (err instanceof ApiError && err.code === 'ALREADY_VERIFIED') return void init();
      const text = err instanceof ApiError && err.status === 429 ? err.message : ERR.RESEND_FAILED;
      const wait = err instanceof ApiError ? num(err.body.retryAfterSeconds) : undefined;
      if (wait) cooldown.start(wait);
      setResendError(text);
      formToast('error', text);
    } finally {
      setResending(false);
    }
  };

  const locked = lockMessage ?? (data && data.timeUntilReset > 0 ? lockText(data.timeUntilReset) : null);

  return (
    <AuthCard
      icon={<LuMailCheck />}
      title="Verify your email"
      description={
        <>
          Enter the {VERIFICATION_CODE_LENGTH}-digit code we sent to
          <Text as="strong" display="block" color="fg" overflowWrap="anywhere">
            {user.email}
          </Text>
        </>
      }
      footer={
        <Button variant="plain" size="sm" color="fg.muted" textDecoration="underline" onClick={toLogin}>
          Use a different account
        </Button>
      }
    >
      <SubmitForm onSubmit={onVerify} submitLabel="Verify Email" pending={verifying} loadingText="Verifying...">
        {locked && <FormAlert status="warning">{locked}</FormAlert>}
        <FormField required label="Verification code" error={codeError} helper={data && !locked && attemptsLabel(data.remainingAttempts)}>
          <Input
            ref={codeRef}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            size="xl"
            textAlign="center"
            fontFamily="mono"
            fontSize="2xl"
            letterSpacing="0.4em"
            textIndent="0.4em"
            value={code}
            onChange={(e) => {
              setCode(sanitizeCode(e.target.value));
              if (codeError) setCodeError(null);
            }}
          />
        </FormField>
      </SubmitForm>
      <Separator />
      <Stack gap="2" align="center" textAlign="center">
        <Text color="fg.muted" fontSize="sm">
          Didn&apos;t get the code? Check your spam folder or send a new one.
        </Text>
        <Button
          variant="outline"
          colorPalette="teal"
          onClick={onResend}
          loading={resending}
          loadingText="Sending..."
          disabled={cooldown.secondsLeft > 0}
        >
          {resendLabel(cooldown.secondsLeft)}
        </Button>
        {resendError && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {resendError}
          </Text>
        )}
      </Stack>
    </AuthCard>
  );
}
