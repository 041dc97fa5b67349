import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Center, Field, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { LuArrowLeft, LuKeyRound } from 'react-icons/lu';
import { ONBOARDING_ERR } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { AuthCard } from '../auth/AuthCard.tsx';
import { homePath, useAuth } from '../auth/store.ts';
import { lookupsApi } from '../lookups/api.ts';
import { useAccessCodeStatus } from '../lookups/queries.ts';
import { accessCodeToSend, normalizeAccessCode, readAccessCode, saveAccessCode } from './accessCode.ts';

const BackHome = () => (
  <Link asChild color="teal.fg" fontWeight="medium">
    <RouterLink to="/">
      <LuArrowLeft aria-hidden /> Back to Home
    </RouterLink>
  </Link>
);

/** /coach-access-code (spec §2, §5, §6): coach sign-up is gated by an access code during the beta. */
export default function CoachAccessCodePage() {
  const { status: authStatus, user, requiresEmailVerification } = useAuth();
  const systemStatus = useAccessCodeStatus();
  const navigate = useNavigate();
  const [code, setCode] = useState(() => readAccessCode() ?? '');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  if (authStatus === 'authenticated' && user) return <Navigate to={homePath(user, requiresEmailVerification)} replace />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const toSend = accessCodeToSend(code);
    if (!toSend) {
      setError('Please enter an access code');
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setChecking(true);
    try {
      const res = await lookupsApi.validateAccessCode({ code: toSend });
      if (res.valid) {
        saveAccessCode(toSend);
        navigate('/coach-registration');
        return;
      }
      setError(res.message || ONBOARDING_ERR.INVALID_ACCESS_CODE);
    } catch (err) {
      setError(errorText(err, ONBOARDING_ERR.INVALID_ACCESS_CODE));
    }
    setChecking(false);
    inputRef.current?.focus();
  };

  const notRequired = systemStatus.data?.accessCodeRequired === false;

  return (
    <AuthCard
      icon={<LuKeyRound />}
      title={notRequired ? 'Join as a Coach' : ONBOARDING_ERR.ACCESS_REQUIRED_TITLE}
      description={
        notRequired
          ? 'Coach sign-up is sometimes invite-only during the beta. Right now it is open to everyone.'
          : "Coach sign-up is by invitation while we're in beta. Enter the access code you received to create your coach account."
      }
      footer={<BackHome />}
    >
      {systemStatus.isPending ? (
        <Center py="6" gap="3" role="status" aria-live="polite">
          <Spinner color="teal.solid" />
          <Text color="fg.muted">Checking sign-up access...</Text>
        </Center>
      ) : notRequired ? (
        <Stack gap="4">
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title>No access code needed right now</Alert.Title>
          </Alert.Root>
          <Button asChild colorPalette="teal" size="lg">
            <RouterLink to="/coach-registration">Continue</RouterLink>
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <Field.Root invalid={!!error} required>
              <Field.Label>
                Access code
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                ref={inputRef}
                name="accessCode"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                size="lg"
                fontFamily="mono"
                letterSpacing="wider"
                value={code}
                onChange={(e) => {
                  setCode(normalizeAccessCode(e.target.value));
                  if (error) setError(null);
                }}
              />
              {error ? (
                <Field.ErrorText role="alert" color={{ base: 'red.700', _dark: 'red.300' }}>
                  {error}
                </Field.ErrorText>
              ) : (
                <Field.HelperText>Codes are not case-sensitive.</Field.HelperText>
              )}
            </Field.Root>
            <Button type="submit" colorPalette="teal" size="lg" loading={checking} loadingText="Checking...">
              Continue
            </Button>
            <Text fontSize="sm" color="fg.muted" textAlign="center">
              Looking for coaching instead?{' '}
              <Link asChild color="teal.fg">
                <RouterLink to="/intake">Start your free trial</RouterLink>
              </Link>
            </Text>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
