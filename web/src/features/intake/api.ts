import { intakeEndpoints as e, type TIntakeForm, type TTrackIntakeEventBody } from '@coach/contract';
import { callData } from '../../lib/api.ts';

/** The intake is filled in before an account exists: its calls carry no token. */
export const intakeApi = {
  saveCompletion: (body: TIntakeForm) => callData(e.completeIntake, { body }, { token: null }),
  trackEvent: (body: TTrackIntakeEventBody) => callData(e.trackIntakeEvent, { body }, { token: null }),
};
