import { useState } from 'react';
import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ERR, ONBOARDING_ERR } from '@coach/contract';
import { ApiError } from '../../lib/api.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { SignInPrompt } from '../../components/FormParts.tsx';
import { formToast } from '../auth/formToast.ts';
import { homePath, useAuth } from '../auth/store.ts';
import { useAccessCodeStatus } from '../lookups/queries.ts';
import { readAccessCode, saveAccessCode } from './accessCode.ts';
import { coachOnboardingApi } from './api.ts';
import { RegistrationForm } from './RegistrationForm.tsx';
import { toRegisterBody, type RegistrationForm as Form } from './registration.ts';

const ACCESS_CODE_PROBLEMS: string[] = [
  ONBOARDING_ERR.INVALID_ACCESS_CODE,
  ONBOARDING_ERR.ACCESS_CODE_REQUIRED,
  ONBOARDING_ERR.ACCESS_CODE_USED_UP,
  ONBOARDING_ERR.ACCESS_CODE_EXPIRED,
];

/** The server's own text for a refused request; a network failure or a 5xx gets the check-internet text. */
const failureText = (err: unknown) =>
  err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : ONBOARDING_ERR.REGISTRATION_FAILED;

/**
 * /coach-registration (docs/accounts-and-sign-in.md#coach-registration-and-onboarding): the coach's sign-up form, behind a validated access
 * code when the system asks for one.
 */
export default function CoachRegistrationPage() {
  const { status: authStatus, user, requiresEmailVerification, setSession } = useAuth();
  const systemStatus = useAccessCodeStatus();
  const navigate = useNavigate();
  // Set once the account exists, so this page's own navigation wins over the signed-in redirect.
  const [registered, setRegistered] = useState(false);
  const accessCode = readAccessCode();

  if (authStatus === 'loading' || systemStatus.isPending) return <PageSpinner />;
  if (authStatus === 'authenticated' && user && !registered) {
    return <Navigate to={homePath(user, requiresEmailVerification)} replace />;
  }
  if (systemStatus.data?.accessCodeRequired && !accessCode) return <Navigate to="/coach-access-code" replace />;

  const register = async (form: Form) => {
    try {
      const res = await coachOnboardingApi.register(toRegisterBody(form, accessCode));
      setRegistered(true);
      saveAccessCode(null);
      setSession(res.token, res.user, res.requiresEmailVerification);
      if (res.requiresEmailVerification) formToast('info', ERR.VERIFICATION_REQUIRED_TITLE, ERR.VERIFICATION_REQUIRED);
      else formToast('success', 'Account created');
      navigate(res.requiresEmailVerification ? '/verify-email' : '/coach-onboarding', { replace: true });
    } catch (err) {
      const text = failureText(err);
      formToast('error', ONBOARDING_ERR.REGISTRATION_FAILED_TITLE, text);
      const code = err instanceof ApiError ? err.code : undefined;
      if (code === 'INVALID_ACCESS_CODE' || code === 'ACCESS_CODE_REQUIRED' || ACCESS_CODE_PROBLEMS.includes(text)) {
        // The code stopped working since it was checked (used up, expired): ask for another one.
        saveAccessCode(null);
        navigate('/coach-access-code', { replace: true });
        return;
      }
      return { error: text, emailTaken: code === 'EMAIL_TAKEN' || text === ERR.EMAIL_ALREADY_REGISTERED };
    }
  };

  return (
    <Container maxW="2xl" px={{ base: '3', md: '6' }} py={{ base: '6', md: '12' }}>
      <Card.Root variant="elevated">
        <Card.Body gap="6" p={{ base: '5', md: '8' }}>
          <Stack gap="2" textAlign="center">
            <Heading as="h1" size="2xl">
              Join as a Coach
            </Heading>
            <Text color="fg.muted">
              Create your coach account. After you verify your email, we&apos;ll help you set up your coaching profile.
            </Text>
          </Stack>
          <RegistrationForm onSubmit={register} />
        </Card.Body>
      </Card.Root>
      <SignInPrompt mt="6" />
    </Container>
  );
}
