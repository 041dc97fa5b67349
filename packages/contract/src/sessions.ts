import { z } from 'zod';
import { ZId, ZIsoDate } from './common.ts';

/**
 * Sessions and scheduling (spec 01 §2-§5, spec 02 §7-§9). Times travel as UTC instants
 * (`scheduledAt`); local days and times ('YYYY-MM-DD', 'HH:mm') are in the coach's time zone.
 */

// ---------------------------------------------------------------- constants (spec 02 §9 Sessions)

export const SESSION_STATUSES = ['SCHEDULED', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'NO_SHOW'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
/** Statuses that hold a place in the coach's calendar (and the database's no-overlap guard). */
export const ACTIVE_SESSION_STATUSES = ['SCHEDULED', 'CONFIRMED', 'IN_PROGRESS'] as const satisfies readonly SessionStatus[];
/** The client page's upcoming list: only these, in the next UPCOMING_WINDOW_DAYS. */
export const CLIENT_UPCOMING_STATUSES = ['SCHEDULED', 'CONFIRMED'] as const satisfies readonly SessionStatus[];
export const SESSION_STATUS_LABEL: Record<SessionStatus, string> = {
  SCHEDULED: 'Scheduled',
  CONFIRMED: 'Confirmed',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  NO_SHOW: 'No Show',
};

/** The session table's status filter (spec §4): upcoming = SCHEDULED, CONFIRMED, IN_PROGRESS. */
export const SESSION_FILTERS = ['upcoming', 'completed', 'cancelled', 'no-show', 'all'] as const;
export type SessionFilter = (typeof SESSION_FILTERS)[number];
export const SESSION_FILTER_LABEL: Record<SessionFilter, string> = {
  all: 'All Sessions',
  upcoming: 'Upcoming',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No Shows',
};
export const SESSION_FILTER_STATUSES: Record<SessionFilter, readonly SessionStatus[]> = {
  upcoming: ACTIVE_SESSION_STATUSES,
  completed: ['COMPLETED'],
  cancelled: ['CANCELLED'],
  'no-show': ['NO_SHOW'],
  all: SESSION_STATUSES,
};
export const DEFAULT_SESSION_FILTER: SessionFilter = 'upcoming';

/** Creation form types (spec §3); tables show INDIVIDUAL as video. */
export const SESSION_TYPES = ['video', 'phone', 'in-person'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
export const SESSION_TYPE_LABEL: Record<SessionType, string> = { video: 'Video', phone: 'Phone', 'in-person': 'In person' };
export const SESSION_KINDS = ['INDIVIDUAL', 'TEAM'] as const;

export const COACH_SESSION_DURATIONS = [15, 20, 30, 60, 90, 120] as const;
export const DEFAULT_SESSION_DURATION = 60;
export const CLIENT_SESSION_DURATIONS = [30, 60, 90] as const;
export const SESSION_DURATION_MIN = 15;
export const SESSION_DURATION_MAX = 120;

export const UPCOMING_WINDOW_DAYS = 30;
export const BOOKING_LOOKAHEAD_DAYS = 30;
export const BOOKING_WEEK_DAYS = 7;
/** Join Session is enabled this many minutes before the start. */
export const JOIN_WINDOW_MINUTES = 15;
/** Slots start on this grid (minutes), as availability ranges do. */
export const SLOT_STEP_MINUTES = 30;
/** A slots request may span at most this many days (the benchmark measures 90). */
export const SLOT_RANGE_MAX_DAYS = 92;

export const RECURRING_INTERVAL_MIN = 1;
export const RECURRING_INTERVAL_MAX = 99;
export const RECURRING_OCCURRENCES_MIN = 1;
export const RECURRING_OCCURRENCES_MAX = 100;
export const DEFAULT_RECURRING_OCCURRENCES = 13;
/** Weekday codes Sunday 0 .. Saturday 6; Wednesday is preselected. */
export const WEEKDAY_CODES = [0, 1, 2, 3, 4, 5, 6] as const;
export const WEEKDAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const DEFAULT_RECURRING_DAYS = [3];
/** Units other than weeks fall back to weekly on Tuesday (spec 02 §7). */
export const FALLBACK_RECURRING_DAY = 2;
export const RECURRING_UNITS = ['weeks', 'days', 'months'] as const;
export const RECURRING_ENDS = ['never', 'on', 'after'] as const;
/** Sessions of a never-ending template are created this many days ahead; a job keeps extending them. */
export const TEMPLATE_MATERIALIZE_DAYS = 90;

export const CANCELLATION_REASONS = [
  'Emergency situation',
  'Personal illness',
  'Family emergency',
  'Schedule conflict',
  'Technical issues',
  'Other',
] as const;
export const CANCEL_REASON_MAX = 500;
export const SESSION_NOTES_MAX = 10_000;
export const SESSION_GOALS_MAX = 2000;
export const SESSION_TITLE_MAX = 200;
/** The title of a session created without one. */
export const DEFAULT_SESSION_TITLE = 'Coaching Session';
/** The cancel reason of a recurring series' future sessions when the coach ends or changes the series. */
export const SERIES_ENDED_REASON = 'Recurring series ended';
export const SERIES_CHANGED_REASON = 'Recurring series changed';

export const SESSION_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_SESSION_PAGE_SIZE = 25;
export const SESSION_SORT_COLUMNS = ['coachee', 'scheduledAt', 'duration', 'type', 'status'] as const;
export type SessionSortColumn = (typeof SESSION_SORT_COLUMNS)[number];
export const CSV_COLUMNS = ['CoacheeName', 'Email', 'Datetime', 'Duration', 'Type', 'Status'] as const;
export const csvFileName = (day: string) => `sessions-${day}.csv`;

/** Reminders go out this many minutes before a session, once each. */
export const SESSION_REMINDER_MINUTES = [24 * 60, 60] as const;

/** Booking rules a coach sets in the Availability tab, beyond the spec, with their defaults. */
export const DEFAULT_MIN_NOTICE_MINUTES = 120;
export const DEFAULT_BUFFER_MINUTES = 0;
export const DEFAULT_CANCEL_NOTICE_HOURS = 24;
export const MIN_NOTICE_OPTIONS = [0, 60, 120, 240, 720, 1440, 2880] as const;
export const BUFFER_OPTIONS = [0, 5, 10, 15, 30, 60] as const;
export const CANCEL_NOTICE_OPTIONS = [0, 1, 2, 4, 12, 24, 48] as const;

/** Spec §9 Calendar: 06:00 to 22:00, 30-minute steps; loads one month back, three ahead. */
export const CALENDAR_MIN_HOUR = 6;
export const CALENDAR_MAX_HOUR = 22;
export const CALENDAR_STEP_MINUTES = 30;
export const CALENDAR_MONTHS_BACK = 1;
export const CALENDAR_MONTHS_AHEAD = 3;

// ---------------------------------------------------------------- texts (spec 02 §8, and ours)

export const SESSION_ERR = {
  // Chat and booking
  LOAD_SLOTS_FAILED: 'Failed to load available times',
  BOOK_FAILED_TITLE: 'Failed to book session',
  BOOK_FAILED: 'Please try again.',
  NO_COACH: 'No coach assigned',
  BOOKED: 'Session Booked!',
  // Sessions (client side)
  CLIENT_CANCEL_FAILED: 'Failed to cancel session: Please try again or contact support.',
  // Coach sessions and dashboard
  CANCEL_FAILED: 'Failed to cancel session',
  NO_SHOW_FAILED: 'Failed to mark session as no show',
  RESCHEDULE_FAILED: 'Failed to reschedule session',
  STATUS_FAILED: 'Failed to update session status',
  NOTES_FAILED: 'Failed to save session notes',
  START_VIDEO_FAILED: 'Failed to start video session',
  CREATE_FAILED: 'Failed to create session',
  REASON_REQUIRED: 'A cancellation reason is required.',
  CUSTOM_REASON_REQUIRED: "Custom reason is required when selecting 'Other'.",
  DATE_TIME_REQUIRED: 'Please select both a new date and time.',
  REQUIRED_FIELDS: 'Please fill in all required fields.',
  UPDATED: 'Session updated',
  NOTES_SAVED: 'Notes saved',
  EXPORT_SUCCESS_TITLE: 'Export successful',
  EXPORTED: (n: number) => `Exported ${n} session${n === 1 ? '' : 's'} to CSV`,
  // Server answers (ours: the spec leaves them unsaid)
  NOT_FOUND: 'Session not found',
  SLOT_TAKEN: 'That time was just booked by someone else. Please choose another time.',
  SLOT_UNAVAILABLE: 'That time is not available. Please choose another time.',
  OVERLAP: 'This time overlaps another session. Please choose another time.',
  IN_PAST: 'Please choose a time in the future.',
  TOO_SOON: (hours: string) => `Sessions must be booked at least ${hours} ahead.`,
  CHANGE_TOO_LATE: (hours: string) =>
    `Sessions can only be cancelled or rescheduled up to ${hours} before they start. Please message your coach.`,
  BAD_MOVE: (from: SessionStatus, to: string) =>
    `A session that is ${SESSION_STATUS_LABEL[from].toLowerCase()} cannot be ${to}.`,
  NO_SHOW_TOO_EARLY: 'A session can be marked as a no-show only after its start time.',
  NOT_YOUR_CLIENT: 'Coachee not found',
  RANGE_TOO_LONG: `Choose a range of at most ${SLOT_RANGE_MAX_DAYS} days.`,
  RANGE_ORDER: 'The end date must be after the start date.',
  RANGE_INVALID: 'Dates must be YYYY-MM-DD or an ISO 8601 date-time.',
  RRULE_INVALID: 'A recurring session needs a weekly rule with an interval of 1 to 99 (for example FREQ=WEEKLY;INTERVAL=2;BYDAY=WE).',
  UPCOMING_EMPTY: 'No Upcoming Sessions',
  TABLE_EMPTY: 'No sessions found',
  SEARCH_PLACEHOLDER: 'Search by coachee name or session goal...',
} as const;

export const AVAILABILITY_ERR = {
  LOAD_FAILED: 'Failed to load availability patterns',
  CREATE_FAILED: 'Failed to create availability pattern',
  REMOVE_FAILED: 'Failed to remove availability',
  CLEAR_FAILED: 'Failed to clear availability patterns',
  SINGLE_DAY: 'Please select a time range within a single day.',
  RECURRING_CREATED: 'Recurring availability created',
  ONE_TIME_CREATED: 'One-time availability created',
  RECURRING_REMOVED: 'Recurring pattern removed',
  ONE_TIME_REMOVED: 'One-time block removed',
  CLEARED: 'All availability patterns cleared',
  EMPTY_RANGE: 'No availability set for this time range',
  // Server answers (ours)
  NOT_FOUND: 'Availability not found',
  TIME_FORMAT: 'Times must be HH:mm on the half hour (for example 09:00 or 13:30).',
  END_BEFORE_START: 'The end time must be after the start time, on the same day.',
  RRULE_INVALID: 'A recurring pattern needs a weekly rule with at least one weekday (for example FREQ=WEEKLY;BYDAY=MO,WE).',
  RRULE_REQUIRED: 'A recurring pattern needs its rule (rrule).',
  DATE_REQUIRED: 'A one-time block needs its date (specificDate, YYYY-MM-DD).',
  DATE_IN_PAST: 'A one-time block cannot be in the past.',
} as const;

// ---------------------------------------------------------------- shared field schemas

/** 'HH:mm' on the 30-minute grid. */
export const ZGridTime = z.string().regex(/^([01]\d|2[0-3]):(00|30)$/, AVAILABILITY_ERR.TIME_FORMAT);
export type TGridTime = z.infer<typeof ZGridTime>;
export const ZLocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');
export type TLocalDate = z.infer<typeof ZLocalDate>;
/** An instant: any ISO 8601 date-time with an offset or Z. */
export const ZInstant = z.iso.datetime({ offset: true });
export type TInstant = z.infer<typeof ZInstant>;
export const ZSessionStatus = z.enum(SESSION_STATUSES);
export type TSessionStatus = z.infer<typeof ZSessionStatus>;
export const ZSessionType = z.enum(SESSION_TYPES);
export type TSessionType = z.infer<typeof ZSessionType>;
const ZDuration = z.number().int().min(SESSION_DURATION_MIN).max(SESSION_DURATION_MAX);

// ---------------------------------------------------------------- entities

export const ZSessionPerson = z.object({ id: ZId, firstName: z.string(), lastName: z.string() });
export type TSessionPerson = z.infer<typeof ZSessionPerson>;

/** Spec §3 Session. `coachNotes` is the coach's alone: everyone else receives null. */
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
  createdAt: ZIsoDate,
  updatedAt: ZIsoDate,
});
export type TSession = z.infer<typeof ZSession>;

/** Spec §3 Available slot: `templateId` 'availability-<patternId>' for coach availability. */
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

export const ZSessionIdParams = z.object({ id: ZId });
export type TSessionIdParams = z.infer<typeof ZSessionIdParams>;
export const ZCoachIdParams = z.object({ coachId: ZId });
export type TCoachIdParams = z.infer<typeof ZCoachIdParams>;
// `{ clientId }` params: ZClientIdParams of chat.ts.

/** startDate / endDate: instants or local days ('YYYY-MM-DD', read in the coach's zone). */
export const ZDateRangeQuery = z.object({
  startDate: z.string().max(40).optional(),
  endDate: z.string().max(40).optional(),
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
  from: ZLocalDate.optional(),
  to: ZLocalDate.optional(),
  sort: z.enum(SESSION_SORT_COLUMNS).default('scheduledAt'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (SESSION_PAGE_SIZES as readonly number[]).includes(n), 'Page size must be 10, 25, 50 or 100')
    .default(DEFAULT_SESSION_PAGE_SIZE),
});
export type TSessionTableQuery = z.input<typeof ZSessionTableQuery>;

// ---------------------------------------------------------------- bodies

export const ZBookSlotBody = z.strictObject({
  templateId: z.string().min(1).max(200),
  scheduledAt: ZInstant,
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
  scheduledAt: ZInstant,
  duration: ZDuration.default(DEFAULT_SESSION_DURATION),
  title: z.string().trim().max(SESSION_TITLE_MAX).optional().nullable(),
  description: z.string().trim().max(SESSION_NOTES_MAX).optional().nullable(),
  sessionGoals: z.string().trim().max(SESSION_GOALS_MAX).optional().nullable(),
  sessionType: ZSessionType.default('video'),
});
export type TOneOffSessionBody = z.input<typeof ZOneOffSessionBody>;

/** Spec 02 §7 recurring template: a weekly rule, its first day, and how it ends (endDate or count, or never). */
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
  startDate: ZLocalDate,
  endDate: ZLocalDate.optional().nullable(),
  /** After N occurrences (1-100); absent with no endDate: never ends. */
  count: z.number().int().min(RECURRING_OCCURRENCES_MIN).max(RECURRING_OCCURRENCES_MAX).optional().nullable(),
});
export type TSessionTemplateBody = z.input<typeof ZSessionTemplateBody>;
export const ZSessionTemplateUpdateBody = ZSessionTemplateBody.partial().omit({ clientId: true });
export type TSessionTemplateUpdateBody = z.input<typeof ZSessionTemplateUpdateBody>;

export const ZSessionStatusBody = z.strictObject({ status: ZSessionStatus });
export type TSessionStatusBody = z.input<typeof ZSessionStatusBody>;
export const ZRescheduleBody = z.strictObject({ scheduledAt: ZInstant, duration: ZDuration.optional() });
export type TRescheduleBody = z.input<typeof ZRescheduleBody>;
export const ZCancelBody = z.strictObject({
  reason: z.string().trim().min(1, SESSION_ERR.REASON_REQUIRED).max(CANCEL_REASON_MAX),
});
export type TCancelBody = z.input<typeof ZCancelBody>;
export const ZSessionNotesBody = z.strictObject({
  coachNotes: z.string().max(SESSION_NOTES_MAX).optional().nullable(),
  sharedNotes: z.string().max(SESSION_NOTES_MAX).optional().nullable(),
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

// ---------------------------------------------------------------- availability (spec 02 §7 Availability)

export const AVAILABILITY_TYPES = ['RECURRING', 'STATIC'] as const;
export type AvailabilityType = (typeof AVAILABILITY_TYPES)[number];

export const ZAvailabilityPattern = z.object({
  id: ZId,
  type: z.enum(AVAILABILITY_TYPES),
  rrule: z.string().nullable(),
  specificDate: ZLocalDate.nullable(),
  startTime: z.string(),
  endTime: z.string(),
  title: z.string(),
  isActive: z.boolean(),
});
export type TAvailabilityPattern = z.infer<typeof ZAvailabilityPattern>;

export const ZAvailabilityBody = z.strictObject({
  type: z.enum(AVAILABILITY_TYPES),
  rrule: z.string().trim().max(300).optional().nullable(),
  specificDate: ZLocalDate.optional().nullable(),
  startTime: ZGridTime,
  endTime: ZGridTime,
  title: z.string().trim().max(SESSION_TITLE_MAX).optional().nullable(),
  isActive: z.boolean().optional(),
});
export type TAvailabilityBody = z.input<typeof ZAvailabilityBody>;
export const ZAvailabilityUpdateBody = ZAvailabilityBody.partial();
export type TAvailabilityUpdateBody = z.input<typeof ZAvailabilityUpdateBody>;
export const ZAvailabilityIdParams = z.object({ id: ZId });
export type TAvailabilityIdParams = z.infer<typeof ZAvailabilityIdParams>;

export const ZAvailabilityList = z.object({ availability: z.array(ZAvailabilityPattern), timezone: z.string() });
export type TAvailabilityList = z.infer<typeof ZAvailabilityList>;
export const ZAvailabilityResult = z.object({ pattern: ZAvailabilityPattern });
export type TAvailabilityResult = z.infer<typeof ZAvailabilityResult>;
export const ZAvailabilityCleared = z.object({ deleted: z.number().int() });
export type TAvailabilityCleared = z.infer<typeof ZAvailabilityCleared>;

/** Spec §2 presets. */
export const AVAILABILITY_PRESETS = {
  business: { label: 'Business hours', rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', startTime: '09:00', endTime: '17:00' },
  evenings: { label: 'Evenings', rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', startTime: '18:00', endTime: '21:00' },
  weekends: { label: 'Weekends', rrule: 'FREQ=WEEKLY;BYDAY=SA,SU', startTime: '10:00', endTime: '16:00' },
} as const;
export type AvailabilityPreset = keyof typeof AVAILABILITY_PRESETS;
export const ZAvailabilityPresetBody = z.strictObject({
  preset: z.enum(Object.keys(AVAILABILITY_PRESETS) as [AvailabilityPreset, ...AvailabilityPreset[]]),
});
export type TAvailabilityPresetBody = z.input<typeof ZAvailabilityPresetBody>;

export const ZBookingRules = z.object({
  minNoticeMinutes: z.number().int().min(0).max(14 * 24 * 60),
  bufferMinutes: z.number().int().min(0).max(240),
  cancelNoticeHours: z.number().int().min(0).max(14 * 24),
});
export type TBookingRules = z.infer<typeof ZBookingRules>;
export const ZBookingRulesBody = ZBookingRules.partial().strict();
export type TBookingRulesBody = z.input<typeof ZBookingRulesBody>;

// ---------------------------------------------------------------- calendar feed

export const ZCalendarFeed = z.object({ url: z.string() });
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;
export const ZCalendarFeedParams = z.object({ token: z.string().max(200) });
export type TCalendarFeedParams = z.infer<typeof ZCalendarFeedParams>;

// ---------------------------------------------------------------- socket

export type SessionChange = 'created' | 'updated' | 'status' | 'rescheduled' | 'cancelled' | 'notes';
export interface TSessionChanged {
  session: TSession;
  change: SessionChange;
}
