import type {
  TInviteList,
  TInviteResponse,
  TOk,
  TResendInviteResponse,
  TSendInvitesBody,
  TSendInvitesResponse,
  TValidateInviteResponse,
  TVerifyInviteBody,
  TVerifyInviteResponse,
} from '@coach/contract';
import { api } from '../../lib/api.ts';

const byId = (id: string) => `/api/invites/${encodeURIComponent(id)}`;
const byCode = (code: string) => encodeURIComponent(code);

export const invitesApi = {
  /** The signed-in coach's invites. */
  list: () => api<TInviteList>('GET', '/api/invites/coach'),
  send: (body: TSendInvitesBody) => api<TSendInvitesResponse>('POST', '/api/invites/send', body),
  resend: (id: string) => api<TResendInviteResponse>('PUT', `${byId(id)}/resend`),
  cancel: (id: string) => api<TInviteResponse>('PUT', `${byId(id)}/cancel`),
  remove: (id: string) => api<TOk>('DELETE', byId(id)),
  /** Public calls of the invite landing page. */
  validate: (code: string) => api<TValidateInviteResponse>('GET', `/api/invites/validate/${byCode(code)}`, undefined, { token: null }),
  verify: (code: string, body: TVerifyInviteBody) =>
    api<TVerifyInviteResponse>('POST', `/api/invites/verify/${byCode(code)}`, body, { token: null }),
};

export const inviteKeys = {
  validation: (code: string) => ['invites', 'validate', code] as const,
};
