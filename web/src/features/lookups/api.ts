import {
  accessCodeEndpoints,
  coachEndpoints,
  intakeEndpoints,
  lookupEndpoint,
  type LookupPath,
  type TCheckEmailBody,
  type TValidateAccessCodeBody,
} from '@coach/contract';
import { callData } from '../../lib/api.ts';

/** Public calls, without a token, that the client intake and the coach sign-up share. */
const PUBLIC = { token: null };

export const lookupsApi = {
  list: (kind: LookupPath) => callData(lookupEndpoint(kind), {}, PUBLIC),
  specializations: () => callData(coachEndpoints.listSpecializations, {}, PUBLIC),
  accessCodeStatus: () => callData(accessCodeEndpoints.getAccessCodeRequirement, {}, PUBLIC),
  validateAccessCode: (body: TValidateAccessCodeBody) => callData(accessCodeEndpoints.validateAccessCode, { body }, PUBLIC),
  checkEmail: (body: TCheckEmailBody) => callData(intakeEndpoints.checkIntakeEmail, { body }, PUBLIC),
};

/** One key per piece of shared sign-up data, whichever page reads it. */
export const lookupKeys = {
  all: ['lookups'] as const,
  list: (kind: LookupPath) => [...lookupKeys.all, kind] as const,
  specializations: () => [...lookupKeys.all, 'specializations'] as const,
  accessCodeStatus: () => [...lookupKeys.all, 'access-code-status'] as const,
};
