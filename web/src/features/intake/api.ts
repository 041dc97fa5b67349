import type { TIntakeCompletion, TIntakeForm, TOk, TTrackIntakeEventBody } from '@coach/contract';
import { api } from '../../lib/api.ts';

/** The intake is filled in before an account exists: its calls carry no token. */
export const intakeApi = {
  saveCompletion: (body: TIntakeForm) => api<TIntakeCompletion>('POST', '/api/intake/save-completion', body, { token: null }),
  trackEvent: (body: TTrackIntakeEventBody) => api<TOk>('POST', '/api/intake/track-event', body, { token: null }),
};
