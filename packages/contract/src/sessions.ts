import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDate } from './common.ts';
import { SCHEDULE_YEARS, ZDay, ZDayOrDateTime, ZScheduleDateTime } from './dates.ts';
import {
  AVAILABILITY_ERR,
  CANCEL_REASON_MAX,
  DEFAULT_SESSION_DURATION,
  DEFAULT_SESSION_FILTER,
  DEFAULT_SESSION_PAGE_SIZE,
  RECURRING_OCCURRENCES_MAX,
  RECURRING_OCCURRENCES_MIN,
  SESSION_DURATION_MAX,
  SESSION_DURATION_MIN,
  SESSION_ERR,
  SESSION_FILTERS,
  SESSION_GOALS_MAX,
  SESSION_KINDS,
  SESSION_NOTES_MAX,
  SESSION_PAGE_SIZES,
  SESSION_SORT_COLUMNS,
  SESSION_STATUSES,
  SESSION_TITLE_MAX,
  SESSION_TYPES,
} from './session-constants.ts';

/**
 * Sessions and scheduling (docs/sessions-and-availability.md). Times travel as UTC instants
 * (`scheduledAt`); local days and times ('YYYY-MM-DD', 'HH:mm') are in the coach's time zone.
 * The route table is in sessions-endpoints.ts.
 */

// ---------------------------------------------------------------- shared field schemas

/** 'HH:mm' on the 30-minute grid. */
export const ZGridTime = z.string().regex(/^([01]\d|2[0-3]):(00|30)$/, AVAILABILITY_ERR.TIME_FORMAT);
export type TGridTime = z.infer<typeof ZGridTime>;
export const ZLocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');
export type TLocalDate = z.infer<typeof ZLocalDate>;
/** An instant: any ISO 8601 date-time with an offset or Z (in responses; requests send ZScheduleDateTime). */
export const ZInstant = z.iso.datetime({ offset: true });
export type TInstant = z.infer<typeof ZInstant>;
/** A day a request names in the calendar (a range's end, a template's first or last day). */
const ZRangeDay = ZDay(SCHEDULE_YEARS, { format: SESSION_ERR.RANGE_INVALID, notADay: SESSION_ERR.RANGE_INVALID });
/** A one-time availability block's day. */
export const ZBlockDay = ZDay(SCHEDULE_YEARS, { format: AVAILABILITY_ERR.DATE_REQUIRED, notADay: AVAILABILITY_ERR.DATE_REQUIRED });
export type TBlockDay = z.infer<typeof ZBlockDay>;
export const ZSessionStatus = z.enum(SESSION_STATUSES);
export type TSessionStatus = z.infer<typeof ZSessionStatus>;
export const ZSessionType = z.enum(SESSION_TYPES);
export type TSessionType = z.infer<typeof ZSessionType>;
const ZDuration = z.number().int().min(SESSION_DURATION_MIN).max(SESSION_DURATION_MAX);

// ---------------------------------------------------------------- entities

export const ZSessionPerson = z.object({ id: ZId, firstName: z.string(), lastName: z.string() });
export type TSessionPerson = z.infer<typeof ZSessionPerson>;

/** A session. `coachNotes` is the coach's alone: everyone else receives null (docs/sessions-and-availability.md#notes-on-a-session). */
export const ZSession = z.object({
  id: ZId,
  scheduledAt: ZIsoDate,
  /** Minutes. */
  duration: z.number().int(),
  status: ZSessionStatus,
  title: z.string(),
  type: z.enum(SESSION_KINDS),
  sessionType: ZSessionType,
  sessionGoals: z.string().nullable(),
  coachNotes: z.string().nullable(),
  sharedNotes: z.string().nullable(),
  cancelReason: z.string().nullable(),
  coach: ZSessionPerson.extend({ timeZone: z.string() }),
  client: ZSessionPerson.extend({ email: z.string(), relationshipId: ZId.nullable(), timeZone: z.string() }),
  templateId: ZId.nullable(),
  /** The video room's address once a video session started (the next issue); null before. */
  dailyRoomUrl: z.string().nullable(),
  /** Who is in the session's video room now (LiveKit's webhooks keep it, on every node). */
  inRoom: z.object({ coach: z.boolean(), client: z.boolean() }),
  createdAt: ZIsoDate,
  updatedAt: ZIsoDate,
});
export type TSession = z.infer<typeof ZSession>;

/** A free slot (docs/sessions-and-availability.md#free-slots): `templateId` 'availability-<patternId>' for coach availability. */
export const ZAvailableSlot = z.object({
  templateId: z.string(),
  scheduledAt: ZIsoDate,
  duration: z.number().int(),
  coachName: z.string(),
});
export type TAvailableSlot = z.infer<typeof ZAvailableSlot>;

export const ZSessionTemplate = z.object({
  id: ZId,
  clientId: ZId,
  relationshipId: ZId.nullable(),
  rrule: z.string(),
  startTime: ZGridTime.or(z.string()),
  duration: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  sessionType: ZSessionType,
  startDate: ZLocalDate,
  endDate: ZLocalDate.nullable(),
  count: z.number().int().nullable(),
  timeZone: z.string(),
  isActive: z.boolean(),
});
export type TSessionTemplate = z.infer<typeof ZSessionTemplate>;

// ---------------------------------------------------------------- params and queries

export const ZSessionIdParams = ZIdParams;
export type TSessionIdParams = z.infer<typeof ZSessionIdParams>;
export const ZCoachIdParams = z.object({ coachId: ZId });
export type TCoachIdParams = z.infer<typeof ZCoachIdParams>;
// `{ clientId }` params: ZClientIdParams of chat.ts.

/** startDate / endDate: instants or local days ('YYYY-MM-DD', read in the coach's zone). */
export const ZDateRangeQuery = z.object({
  startDate: ZDayOrDateTime(SCHEDULE_YEARS, SESSION_ERR.RANGE_INVALID).optional(),
  endDate: ZDayOrDateTime(SCHEDULE_YEARS, SESSION_ERR.RANGE_INVALID).optional(),
});
export type TDateRangeQuery = z.infer<typeof ZDateRangeQuery>;

export const ZSlotsQuery = ZDateRangeQuery.extend({
  /** Minutes; the slots have this length (default DEFAULT_SESSION_DURATION). */
  duration: z.coerce.number().int().min(SESSION_DURATION_MIN).max(SESSION_DURATION_MAX).optional(),
});
export type TSlotsQuery = z.infer<typeof ZSlotsQuery>;

export const ZCoachSessionsQuery = ZDateRangeQuery.extend({
  /** 'calendar' answers calendarView {actualSessions, availableSlots} plus templates. */
  view: z.enum(['list', 'calendar']).optional(),
});
export type TCoachSessionsQuery = z.infer<typeof ZCoachSessionsQuery>;

/** The session table (server-side search, filter, range, sort, pages). */
export const ZSessionTableQuery = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(SESSION_FILTERS).default(DEFAULT_SESSION_FILTER),
  /** Local days in the coach's zone, inclusive. */
  from: ZRangeDay.optional(),
  to: ZRangeDay.optional(),
  sort: z.enum(SESSION_SORT_COLUMNS).default('scheduledAt'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  // One of the sizes the table offers; the document lists them. A query string's text is read as a
  // number first, as z.coerce would, so any other value gets the same text.
  pageSize: z.preprocess(
    (v) => (v === undefined ? v : Number(v)),
    z
      .literal(SESSION_PAGE_SIZES, { error: 'Page size must be 10, 25, 50 or 100' })
      .meta({ type: 'integer' })
      .default(DEFAULT_SESSION_PAGE_SIZE),
  ),
});
export type TSessionTableQuery = z.input<typeof ZSessionTableQuery>;
/** The CSV export: the table's filters and sort, over all pages. */
export const ZSessionExportQuery = ZSessionTableQuery.omit({ page: true, pageSize: true });
export type TSessionExportQuery = z.input<typeof ZSessionExportQuery>;

// ---------------------------------------------------------------- bodies

export const ZBookSlotBody = z.strictObject({
  templateId: z.string().min(1).max(200),
  scheduledAt: ZScheduleDateTime,
  sessionGoals: z.string().trim().max(SESSION_GOALS_MAX).optional().nullable(),
  /** Minutes (default DEFAULT_SESSION_DURATION). */
  duration: ZDuration.optional(),
  /** The chat's booking prompt this booking answers: it turns booked for every tab. */
  messageId: ZId.optional(),
});
export type TBookSlotBody = z.input<typeof ZBookSlotBody>;

export const ZOneOffSessionBody = z.strictObject({
  /** The coach books for a client (clientId), a client for their coach (coachId). */
  clientId: ZId.optional(),
  coachId: ZId.optional(),
  relationshipId: ZId.optional().nullable(),
  scheduledAt: ZScheduleDateTime,
  duration: ZDuration.default(DEFAULT_SESSION_DURATION),
  title: z.string().trim().max(SESSION_TITLE_MAX).optional().nullable(),
  description: z.string().trim().max(SESSION_NOTES_MAX).optional().nullable(),
  sessionGoals: z.string().trim().max(SESSION_GOALS_MAX).optional().nullable(),
  sessionType: ZSessionType.default('video'),
});
export type TOneOffSessionBody = z.input<typeof ZOneOffSessionBody>;

/**
 * A recurring series (docs/sessions-and-availability.md#recurring-series): a weekly rule, its first
 * day, and how it ends (endDate or count, or never).
 */
export const ZSessionTemplateBody = z.strictObject({
  clientId: ZId,
  relationshipId: ZId.optional().nullable(),
  /** e.g. 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE'. */
  rrule: z.string().trim().min(1).max(300),
  /** 'HH:mm' local to the coach (any minute: sessions need not sit on the availability grid). */
  startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm'),
  duration: ZDuration.default(DEFAULT_SESSION_DURATION),
  title: z.string().trim().max(SESSION_TITLE_MAX).optional().nullable(),
  description: z.string().trim().max(SESSION_NOTES_MAX).optional().nullable(),
  sessionType: ZSessionType.default('video'),
  startDate: ZRangeDay,
  endDate: ZRangeDay.optional().nullable(),
  /** After N occurrences (1-100); absent with no endDate: never ends. */
  count: z.number().int().min(RECURRING_OCCURRENCES_MIN).max(RECURRING_OCCURRENCES_MAX).optional().nullable(),
});
export type TSessionTemplateBody = z.input<typeof ZSessionTemplateBody>;
export const ZSessionTemplateUpdateBody = ZSessionTemplateBody.partial().omit({ clientId: true });
export type TSessionTemplateUpdateBody = z.input<typeof ZSessionTemplateUpdateBody>;

export const ZSessionStatusBody = z.strictObject({ status: ZSessionStatus });
export type TSessionStatusBody = z.input<typeof ZSessionStatusBody>;
export const ZRescheduleBody = z.strictObject({ scheduledAt: ZScheduleDateTime, duration: ZDuration.optional() });
export type TRescheduleBody = z.input<typeof ZRescheduleBody>;
export const ZCancelBody = z.strictObject({
  reason: z.string().trim().min(1, SESSION_ERR.REASON_REQUIRED).max(CANCEL_REASON_MAX),
});
export type TCancelBody = z.input<typeof ZCancelBody>;
export const ZSessionNotesBody = z.strictObject({
  coachNotes: z.string().max(SESSION_NOTES_MAX).optional().nullable(),
  sharedNotes: z.string().max(SESSION_NOTES_MAX).optional().nullable(),
  /** What the session is for (Needs attention lists a session soon without them). */
  sessionGoals: z.string().max(SESSION_GOALS_MAX).optional().nullable(),
});
export type TSessionNotesBody = z.input<typeof ZSessionNotesBody>;

// ---------------------------------------------------------------- responses (inside { data })

export const ZSessionResult = z.object({ session: ZSession });
export type TSessionResult = z.infer<typeof ZSessionResult>;
export const ZNextSessionResult = z.object({ session: ZSession.nullable() });
export type TNextSessionResult = z.infer<typeof ZNextSessionResult>;
export const ZSessionList = z.object({ sessions: z.array(ZSession) });
export type TSessionList = z.infer<typeof ZSessionList>;
export const ZAvailableSlots = z.object({ availableSlots: z.array(ZAvailableSlot), timezone: z.string() });
export type TAvailableSlots = z.infer<typeof ZAvailableSlots>;
export const ZCoachCalendar = z.object({
  calendarView: z.object({ actualSessions: z.array(ZSession), availableSlots: z.array(ZAvailableSlot) }),
  templates: z.array(ZSessionTemplate),
  timezone: z.string(),
});
export type TCoachCalendar = z.infer<typeof ZCoachCalendar>;
export const ZCoachSessionsResult = z.union([ZSessionList, ZCoachCalendar]);
export type TCoachSessionsResult = z.infer<typeof ZCoachSessionsResult>;
export const ZSessionCounts = z.object({
  total: z.number().int(),
  upcoming: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
});
export type TSessionCounts = z.infer<typeof ZSessionCounts>;
export const ZSessionTable = z.object({
  sessions: z.array(ZSession),
  /** Rows matching the filters, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The counters of the page header: every session of the coach, whatever the filters. */
  counts: ZSessionCounts,
});
export type TSessionTable = z.infer<typeof ZSessionTable>;
export const ZTemplateResult = z.object({ template: ZSessionTemplate, sessions: z.array(ZSession) });
export type TTemplateResult = z.infer<typeof ZTemplateResult>;

// ---------------------------------------------------------------- socket

/** 'presence': the coach or the client entered or left the video room (see `inRoom`). */
export type SessionChange = 'created' | 'updated' | 'status' | 'rescheduled' | 'cancelled' | 'notes' | 'presence';
export interface TSessionChanged {
  session: TSession;
  change: SessionChange;
}
