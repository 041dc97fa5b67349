import {
  inviteEndpoints as e,
  type TInviteFilter,
  type TInviteListQuery,
  type TSendInvitesBody,
  type TVerifyInviteBody,
} from '@coach/contract';
import { callData } from '../../lib/api.ts';

export const invitesApi = {
  /** A page of the signed-in coach's invites under a status and a search (newest first), and the counts of all of them. */
  list: (query: TInviteListQuery = {}) => {
    const search = query.search?.trim();
    return callData(e.listInvites, {
      query: {
        limit: query.limit || undefined,
        cursor: query.cursor || undefined,
        status: query.status && query.status !== 'all' ? query.status : undefined,
        search: search || undefined,
      },
    });
  },
  send: (body: TSendInvitesBody) => callData(e.sendInvites, { body }),
  resend: (id: string) => callData(e.resendInvite, { params: { id } }),
  cancel: (id: string) => callData(e.cancelInvite, { params: { id } }),
  remove: (id: string) => callData(e.deleteInvite, { params: { id } }),
  /** Public calls of the invite landing page. */
  validate: (code: string) => callData(e.validateInviteCode, { params: { code } }, { token: null }),
  verify: (code: string, body: TVerifyInviteBody) => callData(e.verifyInvite, { params: { code }, body }, { token: null }),
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
