import { z } from 'zod';
import { ZEnvelope, ZId, ZIsoDate } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { ZSpecialization } from './lookups.ts';
import { pageQueryFields, ZPageCursor } from './paging.ts';

/** The longest note a client sends with a coach request. */
export const COACH_REQUEST_MESSAGE_MAX = 500;
/** Coaches per directory page, and the most a page may ask for. */
export const DIRECTORY_LIMIT = 24;
export const DIRECTORY_LIMIT_MAX = 50;
/**
 * Coach requests a client may send or cancel in an hour, the two together: each one pushes to the
 * coach, so without a cap one client could flood a coach's list and screen.
 */
export const COACH_REQUEST_CHANGES_PER_HOUR_MAX = 10;

export const COACH_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type CoachRequestStatus = (typeof COACH_REQUEST_STATUSES)[number];

/**
 * Which coach specializations serve each intake support area: the directory ranks a coach by how
 * many of their specializations fall in the union for the client's chosen areas.
 */
export const SUPPORT_AREA_SPECIALIZATIONS: Record<string, readonly string[]> = {
  'goal-setting': ['life', 'mindset'],
  accountability: ['life', 'mindset'],
  career: ['career', 'executive', 'leadership'],
  stress: ['health-wellness', 'mindset'],
  confidence: ['mindset', 'life'],
  relationships: ['relationships', 'parenting'],
  health: ['health-wellness'],
  productivity: ['mindset', 'business', 'executive'],
  'life-transitions': ['life', 'career'],
  finances: ['financial'],
  'work-life-balance': ['life', 'health-wellness'],
  'personal-growth': ['life', 'mindset'],
};

/** The specializations that match a client's support areas (unknown areas add none). */
export function specializationsForSupportAreas(areas: readonly string[]): string[] {
  return [...new Set(areas.flatMap((a) => SUPPORT_AREA_SPECIALIZATIONS[a] ?? []))];
}

/** The texts of the directory and coach requests, written here once. */
export const DIRECTORY_ERR = {
  CLIENTS_ONLY: 'Only clients can look for a coach',
  COACH_NOT_AVAILABLE: 'This coach is not taking new clients right now',
  REQUEST_OPEN: 'You already have an open coach request. Cancel it or wait for the answer before asking another coach.',
  HAS_COACH: 'You already have a coach',
  REQUEST_NOT_FOUND: 'Coach request not found',
  REQUEST_NOT_OPEN: 'This request has already been answered',
  /** A 429 past COACH_REQUEST_CHANGES_PER_HOUR_MAX; the wait is in minutes (an hour at most). */
  TOO_MANY_CHANGES: (minutes: number) =>
    `Too many coach requests: up to ${COACH_REQUEST_CHANGES_PER_HOUR_MAX} an hour, sent or cancelled. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before trying again.`,
} as const;

export const DIRECTORY_TEXT = {
  /** What a client reads when a coach declines: kind, and nothing about the coach's clients or capacity. */
  DECLINED:
    'Thank you for reaching out. This coach is not able to start with you right now. Other coaches in the directory would be glad to help, and your AI coach is here in the meantime.',
  PENDING: 'Your request was sent. The coach will answer soon.',
  ACCEPTED: 'Your coach accepted. They have joined your coaching room.',
  CANCELLED: 'You cancelled this request.',
  AI_NOW: 'Your AI coach is with you now. When you want a human coach too, you can find one in the coach directory.',
} as const;

/** GET /api/coaches/directory: every filter is optional; blank means any. Paged: `cursor` is the last page's nextCursor. */
export const ZDirectoryQuery = z.strictObject({
  specialization: z.string().trim().max(60).optional(),
  language: z.string().trim().max(60).optional(),
  timeZone: z.string().trim().max(64).optional(),
  ...pageQueryFields(DIRECTORY_LIMIT, DIRECTORY_LIMIT_MAX),
});
export type TDirectoryQuery = z.input<typeof ZDirectoryQuery>;

/** A coach as the directory shows them: public profile facts only, never an email or anything about their clients. */
export const ZDirectoryCoach = z.object({
  id: ZId,
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.string().nullable(),
  headline: z.string().nullable(),
  specializations: z.array(ZSpecialization),
  languages: z.array(z.string()),
  timeZone: z.string(),
  hourlyRate: z.number().int().nullable(),
  currency: z.string(),
  /** How many of the coach's specializations match the client's support areas (the order's first key). */
  matchCount: z.number().int(),
});
export type TDirectoryCoach = z.infer<typeof ZDirectoryCoach>;

/** One page of the directory, best match first; `nextCursor` is null on the last page. */
export const ZDirectoryList = z.object({ coaches: z.array(ZDirectoryCoach), nextCursor: ZPageCursor.nullable() });
export type TDirectoryList = z.infer<typeof ZDirectoryList>;

const ZRequestPerson = z.object({ id: ZId, firstName: z.string(), lastName: z.string() });

/** A client's request for a coach, as both of them see it. `note` is the text the client reads about its status. */
export const ZCoachRequest = z.object({
  id: ZId,
  status: z.enum(COACH_REQUEST_STATUSES),
  message: z.string(),
  note: z.string(),
  coach: ZRequestPerson,
  client: ZRequestPerson,
  createdAt: ZIsoDate,
  decidedAt: ZIsoDate.nullable(),
});
export type TCoachRequest = z.infer<typeof ZCoachRequest>;

/** POST /api/coach-requests. */
export const ZCreateCoachRequestBody = z.strictObject({
  coachId: ZId,
  message: z
    .string()
    .trim()
    .min(1, 'Please write a short message')
    .max(COACH_REQUEST_MESSAGE_MAX, `Your message can be at most ${COACH_REQUEST_MESSAGE_MAX} characters`),
});
export type TCreateCoachRequestBody = z.input<typeof ZCreateCoachRequestBody>;

export const ZCoachRequestParams = z.strictObject({ id: ZId });
export type TCoachRequestParams = z.infer<typeof ZCoachRequestParams>;

/** GET /api/coach-requests/mine: the open request, else the latest one, else none. */
export const ZMyCoachRequest = z.object({ request: ZCoachRequest.nullable() });
export type TMyCoachRequest = z.infer<typeof ZMyCoachRequest>;

/** GET /api/coaches/me/requests: the requests waiting for this coach's answer, oldest first. */
export const ZCoachRequestList = z.object({ requests: z.array(ZCoachRequest) });
export type TCoachRequestList = z.infer<typeof ZCoachRequestList>;

/** The 'coachRequest:changed' push, to the client's and the coach's tabs. */
export const ZCoachRequestChanged = z.object({ request: ZCoachRequest });
export type TCoachRequestChanged = z.infer<typeof ZCoachRequestChanged>;

const decision = (action: 'accept' | 'decline' | 'cancel', summary: string) =>
  ({
    method: 'POST',
    path: `/api/coach-requests/:id/${action}`,
    summary,
    auth: 'token',
    params: ZCoachRequestParams,
    response: ZEnvelope(ZCoachRequest),
    errors: [403, 404, 409],
  }) as const;

/** The coach directory and coach requests (docs/profiles-and-directory.md#coach-directory, #coach-requests). */
export const directoryEndpoints = defineEndpoints('Coach directory', {
  listCoachDirectory: {
    method: 'GET',
    path: '/api/coaches/directory',
    summary: 'List the coaches taking new clients',
    auth: 'token',
    query: ZDirectoryQuery,
    response: ZEnvelope(ZDirectoryList),
    errors: [403],
  },
  createCoachRequest: {
    method: 'POST',
    path: '/api/coach-requests',
    summary: 'Ask a coach from the directory',
    auth: 'token',
    body: ZCreateCoachRequestBody,
    status: 201,
    response: ZEnvelope(ZCoachRequest),
    errors: [403, 404, 409, 429],
  },
  getMyCoachRequest: {
    method: 'GET',
    path: '/api/coach-requests/mine',
    summary: "Read the client's open or latest coach request",
    auth: 'token',
    response: ZEnvelope(ZMyCoachRequest),
    errors: [403],
  },
  listMyCoachRequests: {
    method: 'GET',
    path: '/api/coaches/me/requests',
    summary: 'List the coach requests waiting for an answer',
    auth: 'token',
    response: ZEnvelope(ZCoachRequestList),
    errors: [403],
  },
  acceptCoachRequest: decision('accept', 'Accept a coach request'),
  declineCoachRequest: decision('decline', 'Decline a coach request'),
  // A client's cancels share the hourly allowance of their sends.
  cancelCoachRequest: { ...decision('cancel', 'Cancel your own coach request'), errors: [403, 404, 409, 429] },
});
