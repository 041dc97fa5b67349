import type {
  LookupPath,
  TAccessCodeSystemStatus,
  TCheckEmailBody,
  TCheckEmailResponse,
  TLookupList,
  TSpecializationList,
  TValidateAccessCodeBody,
  TValidateAccessCodeResponse,
} from '@coach/contract';
import { api } from '../../lib/api.ts';

/** Public calls, without a token, that the client intake and the coach sign-up share. */
const PUBLIC = { token: null };

export const lookupsApi = {
  list: (kind: LookupPath) => api<TLookupList>('GET', `/api/lookup/${kind}`, undefined, PUBLIC),
  specializations: () => api<TSpecializationList>('GET', '/api/coaches/specializations', undefined, PUBLIC),
  accessCodeStatus: () => api<TAccessCodeSystemStatus>('GET', '/api/access-codes/system-status', undefined, PUBLIC),
  validateAccessCode: (body: TValidateAccessCodeBody) =>
    api<TValidateAccessCodeResponse>('POST', '/api/access-codes/validate', body, PUBLIC),
  checkEmail: (body: TCheckEmailBody) => api<TCheckEmailResponse>('POST', '/api/intake/check-email', body, PUBLIC),
};

/** One key per piece of shared sign-up data, whichever page reads it. */
export const lookupKeys = {
  all: ['lookups'] as const,
  list: (kind: LookupPath) => [...lookupKeys.all, kind] as const,
  specializations: () => [...lookupKeys.all, 'specializations'] as const,
  accessCodeStatus: () => [...lookupKeys.all, 'access-code-status'] as const,
};
