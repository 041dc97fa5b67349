import type { TAuthResponse, TCoachRegisterBody, TOnboardingBody, TOnboardingResult } from '@coach/contract';
import { api } from '../../lib/api.ts';

export const coachOnboardingApi = {
  register: (body: TCoachRegisterBody) => api<TAuthResponse>('POST', '/api/coaches/register', body, { token: null }),
  completeOnboarding: (body: TOnboardingBody) => api<TOnboardingResult>('POST', '/api/coaches/me/complete-onboarding', body),
};
