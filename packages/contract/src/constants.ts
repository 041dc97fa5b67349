/** Business constants, named once and shared by server and web; docs/ names each beside its value. */
export const ROLE = { CUSTOMER: 1, COACH: 2, AI_COACH: 3, ADMIN: 4 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];
export const ROLE_NAME: Record<RoleId, 'CUSTOMER' | 'COACH' | 'AI_COACH' | 'ADMIN'> = {
  1: 'CUSTOMER',
  2: 'COACH',
  3: 'AI_COACH',
  4: 'ADMIN',
};

/** One day in milliseconds (calendar arithmetic in UTC; local dates use the time-zone helpers). */
export const DAY_MS = 86_400_000;
/** A UUID of any version, as ids are written in paths and message cursors. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const TRIAL_DAYS = 7;
/** When a customer's trial that starts at `start` ends. */
export const trialEndFrom = (start: Date) => new Date(start.getTime() + TRIAL_DAYS * DAY_MS);
export const MONTHLY_PRICE_CENTS = 900;

/**
 * One password rule for sign-up, reset and change: at least 8 characters (OWASP ASVS 5.0 V6.2.1;
 * the older texts' 6 on reset and change was below it: docs/accounts-and-sign-in.md#passwords). The
 * three names stay for the forms that use them.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MIN_CHANGE = PASSWORD_MIN;
export const PASSWORD_MIN_RESET = PASSWORD_MIN;
export const PASSWORD_MIN_INTAKE = PASSWORD_MIN;
export const PASSWORD_MAX = 200;

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_RESEND_COOLDOWN_SECONDS = 60;
export const VERIFICATION_MAX_ATTEMPTS = 3;
/** After the attempts are spent, verifying is locked for this long, then the count starts again. */
export const VERIFICATION_LOCK_MINUTES = 15;

/** Open sockets one account may hold on one server process; the next handshake is refused. */
export const SOCKETS_PER_USER_MAX = 20;
/** The server relays at most one 'typing' per socket and room in this window (the web sends one per 2 s). */
export const TYPING_RELAY_MIN_MS = 1000;

export const PASSWORD_RESET_TTL_MINUTES = 60;
export const ACCOUNT_PURGE_DAYS = 30;

export const CONTACT_MESSAGE_MAX = 2000;
export const CONTACT_CLOSE_DELAY_MS = 2000;
export const INQUIRY_TYPES = ['General Inquiry', 'Coach Support', 'Technical Issue', 'Partnership', 'Feedback', 'Other'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const BIO_MAX = 1000;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

export const MOBILE_BREAKPOINT_PX = 768;
/** Media query for screens at or above the mobile breakpoint (Chakra's useMediaQuery, CSS). */
export const WIDE_SCREEN_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;
export const THEME_OPTIONS = ['light', 'dark', 'system'] as const;

export const QUERY_CACHE_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;

export const INDIVIDUAL_PLAN_FEATURES = [
  'AI-powered coaching sessions',
  'Personal goal tracking',
  'Progress analytics',
  'Mobile app access',
  'Email support',
] as const;

export const COACH_PLANS = [
  {
    tier: 'basic',
    name: 'Basic',
    priceCents: 2900,
    features: ['Up to 20 sessions per month', 'Basic scheduling', 'Directory profile'],
  },
  {
    tier: 'pro',
    name: 'Pro',
    priceCents: 7900,
    features: ['Unlimited sessions', 'Advanced analytics', 'Priority placement', 'White-label materials'],
  },
] as const;
export type CoachTier = (typeof COACH_PLANS)[number]['tier'];

/** Profile defaults (docs/profiles-and-directory.md#extended-profile). */
export const DEFAULT_TIME_ZONE = 'America/New_York';
export const PROFILE_COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'UK', label: 'United Kingdom' },
  { value: 'AU', label: 'Australia' },
] as const;
export const PROFILE_LANGUAGES = ['English', 'Spanish'] as const;

/** The AI coach is a real user (role 3), created by a migration with this id. */
export const AI_COACH_USER_ID = '00000000-0000-4000-8000-00000000a1c0';
export const AI_LEVELS = ['DISABLED', 'LIMITED', 'ENHANCED', 'AUTONOMOUS'] as const;
export type AiLevel = (typeof AI_LEVELS)[number];
/** A client's room starts with the AI coach replying to every message (docs/chat-and-ai-coach.md#ai-levels). */
export const DEFAULT_ROOM_AI_LEVEL: AiLevel = 'ENHANCED';

export const INVITE_EXPIRY_DAYS = 7;
export const INVITE_STATUSES = ['pending', 'accepted', 'expired', 'cancelled'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];
export const INVITE_MESSAGE_MAX = 1000;
export const INVITES_PER_SEND_MAX = 50;
/** Invitation emails one coach may send (new invites and resends, one per address), per hour and per day. */
export const INVITES_PER_HOUR_MAX = 100;
export const INVITES_PER_DAY_MAX = 300;
/** New invitations from one coach to one address within the cool-down; then that address rests. */
export const INVITES_PER_RECIPIENT_MAX = 3;
export const INVITE_RECIPIENT_COOLDOWN_HOURS = 24;
/** Times one invite may be sent again within INVITE_RESEND_WINDOW_HOURS. */
export const INVITE_RESENDS_MAX = 3;
export const INVITE_RESEND_WINDOW_HOURS = 24;

export const INTAKE_STEPS = 9; // steps 0 to 8
export const INTAKE_EVENT_TYPES = ['started', 'step_completed', 'completed'] as const;
export const SATISFACTION_AREAS = [
  'physicalHealth',
  'mentalHealth',
  'workSchool',
  'finances',
  'relationships',
  'funHobbies',
  'personalGrowth',
  'overallLife',
] as const;
export type SatisfactionArea = (typeof SATISFACTION_AREAS)[number];
export const INTAKE_SCALE = { min: 1, max: 5, default: 3 } as const;
export const INTAKE_NOTES_MAX = 2000;

export const COACH_EXPERIENCE_OPTIONS = ['0-1', '2-5', '6-10', '10+'] as const;
export const COACH_HOURLY_RATE_DEFAULT = 100;
