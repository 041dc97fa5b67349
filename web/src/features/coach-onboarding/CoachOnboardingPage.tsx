import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Card, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Navigate, useNavigate } from 'react-router-dom';
import { LuArrowLeft, LuArrowRight } from 'react-icons/lu';
import { DEFAULT_TIME_ZONE, ONBOARDING_ERR, type TUser } from '@coach/contract';
import { ApiError } from '../../lib/api.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { FormAlert } from '../../components/FormParts.tsx';
import { useFormState } from '../../components/useFormState.ts';
import { formToast } from '../auth/formToast.ts';
import { useProfile } from '../account/useProfile.ts';
import { coachOnboardingApi } from './api.ts';
import { homePath, isCoach, useAuth } from '../auth/store.ts';
import {
  emptyOnboarding,
  firstInvalidStep,
  ONBOARDING_STEPS,
  STEP_COUNT,
  toOnboardingBody,
  validateStep,
  type OnboardingForm,
  type Step,
} from './onboarding.ts';
import { StepIndicator } from './StepIndicator.tsx';
import { AboutStep } from './steps/AboutStep.tsx';
import { ApproachStep } from './steps/ApproachStep.tsx';
import { PlanStep } from './steps/PlanStep.tsx';
import { WelcomeStep } from './steps/WelcomeStep.tsx';

/** A refused request keeps the server's text; anything else gets the onboarding's own failure text. */
const failureText = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 ? err.message : ONBOARDING_ERR.ONBOARDING_FAILED;

function Wizard({ user, initialTimeZone }: { user: TUser; initialTimeZone: string }) {
  const setUser = useAuth((s) => s.setUser);
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(1);
  const { form, errors, setErrors, set } = useFormState<OnboardingForm>(() => emptyOnboarding(initialTimeZone));
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A new step replaces the form: move focus to its title so keyboard and screen-reader users start there.
  useEffect(() => {
    if (moved.current) titleRef.current?.focus();
    moved.current = true;
  }, [step]);

  const goTo = (next: Step) => {
    setErrors({});
    setSubmitError(null);
    setStep(next);
  };

  const complete = async () => {
    const broken = firstInvalidStep(form);
    if (broken) return goTo(broken);
    setSubmitError(null);
    setSubmitting(true);
    try {
      const res = await coachOnboardingApi.completeOnboarding(toOnboardingBody(form));
      formToast('success', 'Your coaching profile is ready');
      setUser(res.user);
      navigate('/coach-dashboard', { replace: true });
    } catch (err) {
      const text = failureText(err);
      setSubmitting(false);
      setSubmitError(text);
      formToast('error', text);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    if (step === STEP_COUNT) return void complete();
    const found = validateStep(step, form);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      if (first !== 'subscriptionTier') (formRef.current?.querySelector(`[name="${first}"]`) as HTMLElement | null)?.focus();
      return;
    }
    goTo((step + 1) as Step);
  };

  const props = { form, errors, set };

  return (
    <Container maxW="3xl" px={{ base: '3', md: '6' }} py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '5', md: '8' }}>
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Set up your coaching profile
          </Heading>
          <Text color="fg.muted">Welcome, {user.firstName || 'Coach'}! A few details help clients get to know you.</Text>
        </Stack>
        <StepIndicator step={step} />
        <Card.Root variant="elevated">
          <form ref={formRef} onSubmit={onSubmit} noValidate>
            <Card.Body gap="6" p={{ base: '4', md: '8' }}>
              <Stack gap="1">
                <Text fontSize="sm" color="fg.muted">
                  Step {step} of {STEP_COUNT}
                </Text>
                <Heading as="h2" size="xl" ref={titleRef} tabIndex={-1} outline="none">
                  {ONBOARDING_STEPS[step - 1]}
                </Heading>
              </Stack>
              {step === 1 && <AboutStep {...props} />}
              {step === 2 && <ApproachStep {...props} />}
              {step === 3 && <PlanStep {...props} />}
              {step === 4 && <WelcomeStep form={form} firstName={user.firstName} />}
              {submitError && <FormAlert>{submitError}</FormAlert>}
              <Flex justify="space-between" gap="3" borderTopWidth="1px" pt="5">
                <Button type="button" variant="outline" disabled={step === 1 || submitting} onClick={() => goTo((step - 1) as Step)}>
                  <LuArrowLeft aria-hidden /> Back
                </Button>
                <Button type="submit" colorPalette="teal" loading={submitting} loadingText="Finishing...">
                  {step === STEP_COUNT ? 'Get Started' : 'Continue'}
                  {step < STEP_COUNT && <LuArrowRight aria-hidden />}
                </Button>
              </Flex>
            </Card.Body>
          </form>
        </Card.Root>
      </Stack>
    </Container>
  );
}

/** /coach-onboarding (docs/accounts-and-sign-in.md#coach-registration-and-onboarding): four steps that end at /coach-dashboard. */
export default function CoachOnboardingPage() {
  const user = useAuth((s) => s.user);
  const coach = isCoach(user);
  const profile = useProfile();
  if (!user) return null;
  if (!coach) return <Navigate to={homePath(user, false)} replace />;
  if (!user.requiresOnboarding) return <Navigate to="/coach-dashboard" replace />;
  // The time zone given at registration is the natural default; DEFAULT_TIME_ZONE covers the rest.
  if (profile.isPending) return <PageSpinner />;
  return <Wizard user={user} initialTimeZone={profile.data?.timeZone || DEFAULT_TIME_ZONE} />;
}
