import { coachEndpoints as e, type TCoachRegisterBody, type TOnboardingBody } from '@coach/contract';
import { callData } from '../../lib/api.ts';

export const coachOnboardingApi = {
  register: (body: TCoachRegisterBody) => callData(e.registerCoach, { body }, { token: null }),
  completeOnboarding: (body: TOnboardingBody) => callData(e.completeMyCoachOnboarding, { body }),
};
