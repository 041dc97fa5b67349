/**
 * Sessions and scheduling: the constants and texts of docs/sessions-and-availability.md (with
 * the server's own answers), used by server and web alike. Schemas are in sessions.ts and
 * availability.ts.
 */

// ---------------------------------------------------------------- constants

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

/** The session table's status filter (docs/sessions-and-availability.md#session-statuses): upcoming = SCHEDULED, CONFIRMED, IN_PROGRESS. */
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

/** Creation form types (docs/sessions-and-availability.md#creating-sessions); tables show INDIVIDUAL as video. */
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
/** Units other than weeks fall back to weekly on Tuesday (docs/sessions-and-availability.md#recurring-series). */
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

/** Booking rules a coach sets in the Availability tab, with their defaults (docs/sessions-and-availability.md#booking-rules). */
export const DEFAULT_MIN_NOTICE_MINUTES = 120;
export const DEFAULT_BUFFER_MINUTES = 0;
export const DEFAULT_CANCEL_NOTICE_HOURS = 24;
export const MIN_NOTICE_OPTIONS = [0, 60, 120, 240, 720, 1440, 2880] as const;
export const BUFFER_OPTIONS = [0, 5, 10, 15, 30, 60] as const;
export const CANCEL_NOTICE_OPTIONS = [0, 1, 2, 4, 12, 24, 48] as const;

/** The calendar: 06:00 to 22:00, 30-minute steps; loads one month back, three ahead (docs/sessions-and-availability.md#availability). */
export const CALENDAR_MIN_HOUR = 6;
export const CALENDAR_MAX_HOUR = 22;
export const CALENDAR_STEP_MINUTES = 30;
export const CALENDAR_MONTHS_BACK = 1;
export const CALENDAR_MONTHS_AHEAD = 3;

// ---------------------------------------------------------------- texts (the product's, and the server's own)

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
  // The server's own answers
  NOT_FOUND: 'Session not found',
  SLOT_TAKEN: 'That time was just booked by someone else. Please choose another time.',
  SLOT_UNAVAILABLE: 'That time is not available. Please choose another time.',
  OVERLAP: 'This time overlaps another session. Please choose another time.',
  IN_PAST: 'Please choose a time in the future.',
  TOO_SOON: (hours: string) => `Sessions must be booked at least ${hours} ahead.`,
  CHANGE_TOO_LATE: (hours: string) =>
    `Sessions can only be cancelled or rescheduled up to ${hours} before they start. Please message your coach.`,
  BAD_MOVE: (from: SessionStatus, to: string) => `A session that is ${SESSION_STATUS_LABEL[from].toLowerCase()} cannot be ${to}.`,
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
