import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuArrowRight, LuRocket } from 'react-icons/lu';
import { isEmail, ONBOARDING_ERR } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { SignInPrompt } from '../../components/FormParts.tsx';
import { lookupsApi } from '../lookups/api.ts';
import { WelcomeBackDialog } from './components/WelcomeBackDialog.tsx';
import { WizardProgress } from './components/WizardProgress.tsx';
import { checkEmail } from './emailCheck.ts';
import { focusField } from './focus.ts';
import type { PendingInvite } from './invite.ts';
import {
  ACCESS_STEP,
  ACCOUNT_STEP,
  defaultIntakeData,
  firstStep,
  hasProgress,
  LAST_STEP,
  progressOf,
  visibleSteps,
  type IntakeData,
} from './model.ts';
import { StepContent } from './steps/StepContent.tsx';
import { stepMeta } from './steps/meta.ts';
import { clearSavedIntake, readSavedIntake, useIntakeStore } from './store.ts';
import { resetIntakeSession, trackIntake, trackStartedOnce } from './tracking.ts';
import { useIntakeSubmit } from './useIntakeSubmit.ts';
import { firstInvalidStep, isValid, nextStep, resumePlan, validateStep, type StepErrors } from './validation.ts';
import { IconBadge } from '../../components/IconBadge.tsx';

interface Props {
  accessRequired: boolean;
  invite: PendingInvite | null;
  inviteCode: string | null;
  onAccessCodeError: () => void;
  onCompleting: () => void;
}

interface ResumeOffer {
  data: IntakeData;
  /** The first step that still needs input (the password is never saved). */
  step: number;
  /** Where the user had left off. */
  leftOff: number;
}

/** Reads what an earlier visit left on this device, to offer continuing it. */
function savedOffer(invite: PendingInvite | null, accessRequired: boolean): ResumeOffer | null {
  const saved = readSavedIntake();
  if (!saved || !hasProgress(saved)) return null;
  const data = invite ? { ...saved, email: invite.inviteeEmail } : saved;
  return { data, ...resumePlan(data, { accessRequired, invited: invite !== null }) };
}

function freshData(invite: PendingInvite | null): IntakeData {
  const data = defaultIntakeData();
  if (invite) data.email = invite.inviteeEmail;
  return data;
}

const stepLabel = (step: number, accessRequired: boolean) => {
  const { number, total } = progressOf(step, accessRequired);
  return `Step ${number} of ${total}`;
};

const showErrors = (errors: StepErrors) => {
  useIntakeStore.getState().setErrors(errors);
  const first = Object.keys(errors)[0];
  if (first) requestAnimationFrame(() => focusField(first));
};

/** The wizard itself: progress, the current step in a card, Previous / Next / Start Coaching. */
export function IntakeWizard({ accessRequired, invite, inviteCode, onAccessCodeError, onCompleting }: Props) {
  const step = useIntakeStore((s) => s.step);
  const resumeTo = useIntakeStore((s) => s.resumeTo);
  const [offer, setOffer] = useState(() => savedOffer(invite, accessRequired));
  const [checkingCode, setCheckingCode] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);
  const ctx = { accessRequired, invited: invite !== null };
  const submit = useIntakeSubmit({ accessRequired, inviteCode, onSuccessStart: onCompleting, onAccessCodeError });

  // Start from a clean form (the store outlives the page); the saved data waits for the user's choice.
  useLayoutEffect(() => {
    if (started.current) return;
    started.current = true;
    useIntakeStore.getState().load(freshData(invite), firstStep(accessRequired));
    if (!offer) trackStartedOnce();
  }, [invite, accessRequired, offer]);

  // A new step: its heading takes focus so screen readers announce it, and the page starts at the top.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  // The server may start asking for a code mid-way: move to the access step when it appears.
  useEffect(() => {
    const { step: current, setStep } = useIntakeStore.getState();
    if (!visibleSteps(accessRequired).includes(current)) setStep(firstStep(accessRequired));
  }, [accessRequired]);

  const steps = visibleSteps(accessRequired);
  const progress = progressOf(step, accessRequired);
  const meta = stepMeta(step, invite);
  const Icon = meta.icon;
  const isFirst = step === steps[0];
  const isLast = step === LAST_STEP;

  const continueSaved = () => {
    if (!offer) return;
    useIntakeStore.getState().load(offer.data, offer.step, offer.leftOff);
    setOffer(null);
    trackStartedOnce();
  };
  const startFresh = () => {
    clearSavedIntake();
    resetIntakeSession();
    useIntakeStore.getState().load(freshData(invite), firstStep(accessRequired));
    setOffer(null);
    trackStartedOnce();
  };

  const validateAccessCode = async (code: string): Promise<boolean> => {
    setCheckingCode(true);
    try {
      const res = await lookupsApi.validateAccessCode({ code });
      if (res.valid) return true;
      showErrors({ accessCode: res.message || ONBOARDING_ERR.INVALID_ACCESS_CODE });
    } catch (err) {
      showErrors({ accessCode: errorText(err, ONBOARDING_ERR.INVALID_ACCESS_CODE) });
    } finally {
      setCheckingCode(false);
    }
    return false;
  };

  const next = async (e: FormEvent) => {
    e.preventDefault();
    if (checkingCode || submit.isPending) return;
    const state = useIntakeStore.getState();
    const values = { ...state.data, ...state.passwords };
    const email = values.email.trim();

    let emailTaken = state.emailStatus === 'taken' && state.emailChecked === email;
    if (step === ACCOUNT_STEP && isEmail(email) && state.emailChecked !== email) {
      emailTaken = (await checkEmail(email)) === 'taken';
    }
    const errors = validateStep(step, values, { invited: ctx.invited, emailTaken });
    if (!isValid(errors)) return showErrors(errors);

    if (step === ACCESS_STEP) {
      const code = values.accessCode.trim().toUpperCase();
      if (!(await validateAccessCode(code))) return;
      state.update({ accessCode: code });
    }
    void trackIntake('step_completed', step);

    if (!isLast) {
      state.setStep(nextStep(step, values, ctx, state.resumeTo));
      return;
    }
    // Resumed visits come back without the password: send the user to whatever is still missing.
    const gap = firstInvalidStep(values, ctx, emailTaken);
    if (gap !== null) {
      state.setStep(gap);
      showErrors(validateStep(gap, values, { invited: ctx.invited, emailTaken }));
      return;
    }
    submit.mutate(values);
  };

  const previous = () => {
    const before = steps[steps.indexOf(step) - 1];
    if (before !== undefined) useIntakeStore.getState().setStep(before);
  };

  return (
    <Container maxW="2xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '12' }}>
      <Stack gap="6">
        <WizardProgress {...progress} />
        <Card.Root variant="elevated" size={{ base: 'md', md: 'lg' }}>
          <Card.Body>
            <form onSubmit={(e) => void next(e)} noValidate aria-labelledby="intake-step-title">
              <Stack gap="8">
                <Stack gap="3" align="center" textAlign="center">
                  <IconBadge size="14" fontSize="2xl">
                    <Icon />
                  </IconBadge>
                  <Heading
                    as="h1"
                    id="intake-step-title"
                    ref={headingRef}
                    tabIndex={-1}
                    outline="none"
                    size={{ base: '2xl', md: '3xl' }}
                    letterSpacing="tight"
                  >
                    {meta.title}
                  </Heading>
                  <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="lg">
                    {meta.description}
                  </Text>
                </Stack>

                <StepContent step={step} invite={invite} resumeLabel={resumeTo !== null ? stepLabel(resumeTo, accessRequired) : null} />

                <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" gap="3" borderTopWidth="1px" pt="6">
                  {isFirst ? (
                    <Box hideBelow="sm" />
                  ) : (
                    <Button type="button" variant="outline" size="lg" onClick={previous} disabled={submit.isPending}>
                      <LuArrowLeft /> Previous
                    </Button>
                  )}
                  <Button
                    type="submit"
                    colorPalette="teal"
                    size="lg"
                    loading={checkingCode || submit.isPending}
                    loadingText={isLast ? 'Starting...' : 'Checking...'}
                  >
                    {isLast ? (
                      <>
                        Start Coaching <LuRocket />
                      </>
                    ) : (
                      <>
                        Next <LuArrowRight />
                      </>
                    )}
                  </Button>
                </Stack>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
        <SignInPrompt />
      </Stack>
      <WelcomeBackDialog
        open={offer !== null}
        resumeLabel={offer ? stepLabel(offer.leftOff, accessRequired) : ''}
        asksPassword={offer !== null && offer.step === ACCOUNT_STEP}
        onContinue={continueSaved}
        onStartFresh={startFresh}
      />
    </Container>
  );
}
