import type { TTrackIntakeEventBody } from '@coach/contract';
import { intakeApi } from './api.ts';

const SESSION_KEY = 'coach.intake.session';
const STARTED_KEY = 'coach.intake.started';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The id of this tab's run through the wizard (kept across reloads, new per tab). */
export function intakeSessionId(): string {
  const store = session();
  const existing = store?.getItem(SESSION_KEY);
  if (existing) return existing;
  const id = newId();
  store?.setItem(SESSION_KEY, id);
  return id;
}

/** Starts a new run (start fresh, or after completing). */
export function resetIntakeSession() {
  session()?.removeItem(SESSION_KEY);
  session()?.removeItem(STARTED_KEY);
}

/** Funnel events (docs/intake-and-billing.md#intake-wizard). Failures are silent: tracking must never get in the user's way. */
export function trackIntake(eventType: TTrackIntakeEventBody['eventType'], stepNumber: number | null = null): Promise<boolean> {
  const body: TTrackIntakeEventBody = { eventType, stepNumber, sessionId: intakeSessionId() };
  return intakeApi.trackEvent(body).then(
    () => true,
    () => false,
  );
}

/** 'started' goes once per run; it is marked sent only when the server got it (a reload may cut it off). */
export function trackStartedOnce() {
  const id = intakeSessionId();
  const store = session();
  if (store?.getItem(STARTED_KEY) === id) return;
  void trackIntake('started', null).then((sent) => {
    if (sent && intakeSessionId() === id) store?.setItem(STARTED_KEY, id);
  });
}
