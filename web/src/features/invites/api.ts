import type {
  TInviteList,
  TInviteListQuery,
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
  /** A page of the signed-in coach's invites (newest first) and the counts of all of them. */
  list: (query: TInviteListQuery = {}) => {
    const params = new URLSearchParams();
    if (query.limit) params.set('limit', String(query.limit));
    if (query.cursor) params.set('cursor', query.cursor);
    const qs = params.toString();
    return api<TInviteList>('GET', `/api/invites/coach${qs ? `?${qs}` : ''}`);
  },
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
