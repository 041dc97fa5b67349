import { ZEnvelope } from './common.ts';
import { ZCoachingAccess } from './coaches.ts';
import { defineEndpoints } from './endpoint.ts';

/** Whether the signed-in person may be coached now (docs/intake-and-billing.md#coaching-access), decided by the server in one place. */
export const coachingAccessEndpoints = defineEndpoints('Subscriptions and coaching access', {
  getCoachingAccess: {
    method: 'GET',
    path: '/api/coaches/me/has-active-coaching',
    summary: 'Tell whether the user has active coaching',
    auth: 'token',
    response: ZEnvelope(ZCoachingAccess),
  },
});
