import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { LuArrowLeft, LuKeyRound } from 'react-icons/lu';
import { ONBOARDING_ERR } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { AccessCodeInput } from '../../components/AccessCodeInput.tsx';
import { AuthCard } from '../../components/AuthCard.tsx';
import { SubmitForm, TextLink } from '../../components/FormParts.tsx';
import { FormField } from '../../components/FormFields.tsx';
import { homePath, useAuth } from '../auth/store.ts';
import { lookupsApi } from '../lookups/api.ts';
import { useAccessCodeStatus } from '../lookups/queries.ts';
import { accessCodeToSend, readAccessCode, saveAccessCode } from './accessCode.ts';

const BackHome = () => (
  <TextLink to="/" fontWeight="medium">
    <LuArrowLeft aria-hidden /> Back to Home
  </TextLink>
);

/** /coach-access-code (docs/accounts-and-sign-in.md#access-codes): coach sign-up is gated by an access code during the beta. */
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
        <SubmitForm
          onSubmit={onSubmit}
          submitLabel="Continue"
          pending={checking}
          loadingText="Checking..."
          after={
            <Text fontSize="sm" color="fg.muted" textAlign="center">
              Looking for coaching instead? <TextLink to="/intake">Start your free trial</TextLink>
            </Text>
          }
        >
          <FormField required label="Access code" error={error} alertError helper={!error && 'Codes are not case-sensitive.'}>
            <AccessCodeInput
              ref={inputRef}
              value={code}
              onChange={(next) => {
                setCode(next);
                if (error) setError(null);
              }}
            />
          </FormField>
        </SubmitForm>
      )}
    </AuthCard>
  );
}
