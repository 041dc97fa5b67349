import { z } from 'zod';
import { EMAIL_MAX, INVITE_MESSAGE_MAX, INVITE_STATUSES, INVITES_PER_SEND_MAX } from './constants.ts';
import { ONBOARDING_ERR } from './errors.ts';
import { emailField, ZEnvelope, ZIdParams, ZIsoDate, ZOk } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { pageQueryFields, ZPageCursor } from './paging.ts';

export const ZInviteStatus = z.enum(INVITE_STATUSES);
export type TInviteStatus = z.infer<typeof ZInviteStatus>;

/** An invite as its coach sees it (docs/coach-workspace.md#invites). */
export const ZInvite = z.object({
  id: z.uuid(),
  email: z.string(),
  coacheeName: z.string().nullable(),
  status: ZInviteStatus,
  sentDate: ZIsoDate,
  expiresDate: ZIsoDate,
  personalMessage: z.string().nullable(),
  acceptedAt: ZIsoDate.nullable(),
});
export type TInvite = z.infer<typeof ZInvite>;

export const ZSendInvitesBody = z.strictObject({
  emails: z
    .array(emailField(ONBOARDING_ERR.INVALID_EMAIL))
    .min(1, ONBOARDING_ERR.NO_RECIPIENTS)
    .max(INVITES_PER_SEND_MAX, `At most ${INVITES_PER_SEND_MAX} addresses at once`),
  personalMessage: z.string().trim().max(INVITE_MESSAGE_MAX).optional().nullable(),
});
export type TSendInvitesBody = z.input<typeof ZSendInvitesBody>;
export const ZSendInvitesResponse = z.object({ invitesSent: z.number().int(), invites: z.array(ZInvite) });
export type TSendInvitesResponse = z.infer<typeof ZSendInvitesResponse>;

/** GET /api/invites/coach: invites a page (default and most). */
export const INVITES_PAGE_DEFAULT = 50;
export const INVITES_PAGE_MAX = 100;
/** The tabs of the Invites page: every invite, or those with one status as it reads now. */
export const INVITE_FILTERS = ['all', ...INVITE_STATUSES] as const;
export const ZInviteFilter = z.enum(INVITE_FILTERS);
export type TInviteFilter = z.infer<typeof ZInviteFilter>;
/** Longest search the Invites page sends: an address at most, with room to spare. */
export const INVITE_SEARCH_MAX = EMAIL_MAX;
/**
 * GET /api/invites/coach: a page of the coach's invites, newest first, under a status and a search
 * (a case-insensitive substring of the address or the coachee's name: docs/coach-workspace.md#invites).
 */
export const ZInviteListQuery = z.object({
  ...pageQueryFields(INVITES_PAGE_DEFAULT, INVITES_PAGE_MAX),
  status: ZInviteFilter.default('all'),
  search: z.string().trim().max(INVITE_SEARCH_MAX).optional(),
});
export type TInviteListQuery = z.input<typeof ZInviteListQuery>;
/** Every invite of the coach by status as it reads now (a pending one past its expiry counts as expired). */
export const ZInviteCounts = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  accepted: z.number().int(),
  expired: z.number().int(),
  cancelled: z.number().int(),
});
export type TInviteCounts = z.infer<typeof ZInviteCounts>;
/** One page; `counts` covers all the coach's invites whatever the filter, so the stat tiles count them all. */
export const ZInviteList = z.object({ invites: z.array(ZInvite), nextCursor: ZPageCursor.nullable(), counts: ZInviteCounts });
export type TInviteList = z.infer<typeof ZInviteList>;
/** PUT /api/invites/{id}/cancel answers the invite as it is now. */
export const ZInviteResponse = z.object({ invite: ZInvite });
export type TInviteResponse = z.infer<typeof ZInviteResponse>;
export const ZResendInviteResponse = z.object({ sentAt: ZIsoDate, expiresAt: ZIsoDate, invite: ZInvite });
export type TResendInviteResponse = z.infer<typeof ZResendInviteResponse>;

export const ZInviteCodeParams = z.object({ code: z.string().min(1).max(200) });
export type TInviteCodeParams = z.infer<typeof ZInviteCodeParams>;
export const ZInviteIdParams = ZIdParams;
export type TInviteIdParams = z.infer<typeof ZInviteIdParams>;

/** Before the invitee proves the address, the link says only whether it is usable. */
export const ZValidateInviteResponse = z.object({ valid: z.boolean(), message: z.string().nullable() });
export type TValidateInviteResponse = z.infer<typeof ZValidateInviteResponse>;
export const ZVerifyInviteBody = z.strictObject({ email: z.string().trim().min(1, 'Please enter your email address.').max(EMAIL_MAX) });
export type TVerifyInviteBody = z.infer<typeof ZVerifyInviteBody>;
/** An invite as its client's landing page shows it (docs/intake-and-billing.md#accepting-an-invite). */
export const ZVerifyInviteResponse = z.object({
  inviteeEmail: z.string(),
  coachName: z.string(),
  personalMessage: z.string().nullable(),
});
export type TVerifyInviteResponse = z.infer<typeof ZVerifyInviteResponse>;

/** The invite calls: a coach's invites, and the invite link its client opens (no token yet). */
export const inviteEndpoints = defineEndpoints('Invites', {
  sendInvites: {
    method: 'POST',
    path: '/api/invites/send',
    summary: 'Invite clients by email',
    auth: 'token',
    body: ZSendInvitesBody,
    status: 201,
    response: ZEnvelope(ZSendInvitesResponse),
    errors: [403, 409, 429],
  },
  listInvites: {
    method: 'GET',
    path: '/api/invites/coach',
    summary: "List the coach's invites",
    auth: 'token',
    query: ZInviteListQuery,
    response: ZEnvelope(ZInviteList),
    errors: [403],
  },
  cancelInvite: {
    method: 'PUT',
    path: '/api/invites/:id/cancel',
    summary: 'Cancel a pending invite',
    auth: 'token',
    params: ZInviteIdParams,
    response: ZEnvelope(ZInviteResponse),
    errors: [403, 404, 409],
  },
  resendInvite: {
    method: 'PUT',
    path: '/api/invites/:id/resend',
    summary: 'Send an invite again',
    auth: 'token',
    params: ZInviteIdParams,
    response: ZEnvelope(ZResendInviteResponse),
    errors: [403, 404, 409, 429],
  },
  deleteInvite: {
    method: 'DELETE',
    path: '/api/invites/:id',
    summary: 'Delete an invite',
    auth: 'token',
    params: ZInviteIdParams,
    response: ZEnvelope(ZOk),
    errors: [403, 404],
  },
  validateInviteCode: {
    method: 'GET',
    path: '/api/invites/validate/:code',
    summary: 'Check an invite link',
    auth: 'public',
    params: ZInviteCodeParams,
    response: ZEnvelope(ZValidateInviteResponse),
    errors: [429],
  },
  verifyInvite: {
    method: 'POST',
    path: '/api/invites/verify/:code',
    summary: 'Confirm the email address an invite was sent to',
    auth: 'public',
    params: ZInviteCodeParams,
    body: ZVerifyInviteBody,
    response: ZEnvelope(ZVerifyInviteResponse),
    errors: [429],
  },
});
