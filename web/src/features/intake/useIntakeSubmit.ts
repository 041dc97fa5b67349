import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ONBOARDING_ERR, type TIntakeForm } from '@coach/contract';
import { ApiError, errorText } from '../../lib/api.ts';
import { intakeApi } from './api.ts';
import { toaster } from '../../components/toaster.tsx';
import { useAuth } from '../auth/store.ts';
import { browserTimeZone } from '../../lib/profile-options.ts';
import { clearPendingInvite } from './invite.ts';
import { ACCESS_STEP, ACCOUNT_STEP, CUSTOM_PRONOUNS, LAST_STEP, type IntakeValues } from './model.ts';
import { clearSavedIntake, useIntakeStore } from './store.ts';
import { focusField } from './focus.ts';
import { fieldOfSubmitError } from './validation.ts';
import { intakeSessionId, resetIntakeSession, trackIntake } from './tracking.ts';

const ACCESS_TEXTS: string[] = [
  ONBOARDING_ERR.INVALID_ACCESS_CODE,
  ONBOARDING_ERR.ACCESS_CODE_REQUIRED,
  ONBOARDING_ERR.ACCESS_CODE_USED_UP,
  ONBOARDING_ERR.ACCESS_CODE_EXPIRED,
];

/** The server refused the beta access code (or wants one the page did not ask for). */
export const isAccessCodeError = (err: unknown) =>
  err instanceof ApiError && (ACCESS_TEXTS.includes(err.message) || /ACCESS_CODE/i.test(err.code ?? ''));

const blankToNull = (s: string) => (s.trim() ? s.trim() : null);

/** The body of POST /api/intake/save-completion. */
export function completionBody(
  v: IntakeValues,
  opts: { accessRequired: boolean; inviteCode: string | null; sessionId: string },
): TIntakeForm {
  return {
    accessCode: opts.accessRequired ? v.accessCode.trim().toUpperCase() : null,
    termsAccepted: v.termsAccepted as true,
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    password: v.password,
    confirmPassword: v.confirmPassword,
    preferredName: blankToNull(v.preferredName),
    pronouns: blankToNull(v.pronouns),
    customPronouns: v.pronouns === CUSTOM_PRONOUNS ? blankToNull(v.customPronouns) : null,
    supportAreas: v.supportAreas,
    otherSupportArea: blankToNull(v.otherSupportArea),
    primaryFocus: v.primaryFocus,
    motivationLevel: v.motivationLevel,
    satisfactionRatings: v.satisfactionRatings,
    checkinFrequency: v.checkinFrequency,
    coachingStyle: v.coachingStyle,
    additionalNotes: blankToNull(v.additionalNotes),
    trialTermsAccepted: v.trialTermsAccepted as true,
    inviteCode: opts.inviteCode,
    timeZone: browserTimeZone(),
    sessionId: opts.sessionId,
  };
}

interface Options {
  accessRequired: boolean;
  inviteCode: string | null;
  /** Called before the session is stored, so the page does not redirect the new user itself. */
  onSuccessStart: () => void;
  /** The server wants an access code: show the access step. */
  onAccessCodeError: () => void;
}

/**
 * Sends the whole intake, signs the new user in and moves on, or says 'Error completing intake'
 * (docs/intake-and-billing.md#intake-wizard).
 */
export function useIntakeSubmit({ accessRequired, inviteCode, onSuccessStart, onAccessCodeError }: Options) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (values: IntakeValues) =>
      intakeApi.saveCompletion(completionBody(values, { accessRequired, inviteCode, sessionId: intakeSessionId() })),
    onSuccess: (res) => {
      onSuccessStart();
      clearSavedIntake();
      clearPendingInvite();
      void trackIntake('completed', LAST_STEP);
      resetIntakeSession();
      useAuth.getState().setSession(res.token, res.user, res.requiresEmailVerification);
      navigate(res.requiresEmailVerification ? '/verify-email' : '/coaching', { replace: true });
    },
    onError: (err, values) => {
      const text = errorText(err, ONBOARDING_ERR.INTAKE_FAILED);
      const store = useIntakeStore.getState();
      // A refusal about one field is said at that field, on its step, with the focus there: a
      // toast on the last step vanished six steps away from it.
      const at = (step: number, field: Parameters<typeof focusField>[0]) => {
        store.setStep(step);
        requestAnimationFrame(() => focusField(field));
      };
      if (err instanceof ApiError && err.status === 409) {
        at(ACCOUNT_STEP, 'email');
        store.setEmailStatus(values.email.trim(), 'taken');
        store.setErrors({ email: text });
      } else if (isAccessCodeError(err)) {
        onAccessCodeError();
        at(ACCESS_STEP, 'accessCode');
        store.setErrors({ accessCode: text });
      } else {
        const wrong = fieldOfSubmitError(err);
        if (wrong) {
          at(wrong.step, wrong.field);
          store.setErrors({ [wrong.field]: text });
        } else {
          toaster.create({ id: 'intake-submit', type: 'error', title: ONBOARDING_ERR.INTAKE_FAILED_TITLE, description: text });
        }
      }
    },
  });
}
