import type {
  TInviteFilter,
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
  /** A page of the signed-in coach's invites under a status and a search (newest first), and the counts of all of them. */
  list: (query: TInviteListQuery = {}) => {
    const params = new URLSearchParams();
    if (query.limit) params.set('limit', String(query.limit));
    if (query.cursor) params.set('cursor', query.cursor);
    if (query.status && query.status !== 'all') params.set('status', query.status);
    if (query.search?.trim()) params.set('search', query.search.trim());
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

/** The Invites page's filter: a tab and a search (trimmed; '' for none). */
export interface InviteListFilter {
  status: TInviteFilter;
  search: string;
}

export const inviteKeys = {
  validation: (code: string) => ['invites', 'validate', code] as const,
  /** Every loaded list of the coach's invites, whatever the filter. */
  lists: () => ['invites', 'list'] as const,
  /** One list per coach and filter: another user on this tab never sees the last one's invites. */
  list: (ownerId: string, filter: InviteListFilter) => ['invites', 'list', ownerId, filter] as const,
};
