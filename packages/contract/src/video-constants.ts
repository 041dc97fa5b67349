/**
 * The video room: the constants and texts of docs/video-room.md (with the server's own answers),
 * used by server and web alike. Schemas are in video.ts.
 */

export const VIDEO_ROLES = ['coach', 'coachee', 'observer'] as const;
export type VideoRole = (typeof VIDEO_ROLES)[number];
export const VIDEO_ROLE_LABEL: Record<VideoRole, string> = { coach: 'Coach', coachee: 'Client', observer: 'Guest' };

/** A LiveKit token lives this long; the web asks for a new join to reconnect later. */
export const VIDEO_TOKEN_TTL_MINUTES = 10;
/** A guest's knock token (waiting, then admitted) lives this long. */
export const GUEST_TOKEN_TTL_HOURS = 6;
/** Guests' identities in LiveKit and on the socket: `guest:<knock id>`. */
export const GUEST_IDENTITY_PREFIX = 'guest:';

/** Guest link expiry (docs/video-room.md#guests-and-knocks): 1 h, 6 h, 24 h (default), 168 h, never (null). */
export const GUEST_EXPIRY_HOURS = [1, 6, 24, 168, null] as const;
export const DEFAULT_GUEST_EXPIRY_HOURS = 24;
export const GUEST_EXPIRY_LABEL = (h: number | null) => (h === null ? 'Never' : h === 168 ? '7 days' : h === 1 ? '1 hour' : `${h} hours`);
/** Guest link max uses: 1 (default), 5, 10, unlimited (-1). */
export const GUEST_MAX_USES = [1, 5, 10, -1] as const;
export const DEFAULT_GUEST_MAX_USES = 1;
export const GUEST_MAX_USES_LABEL = (n: number) => (n === -1 ? 'Unlimited' : n === 1 ? '1 use' : `${n} uses`);
export const GUEST_NAME_MAX = 60;
/** Guest links a session may hold at once (revoked ones do not count). */
export const GUEST_LINKS_MAX = 20;
/**
 * Knocks waiting for the coach's answer at once: in the whole session, and through one link (an
 * unlimited link could otherwise pile up guests faster than a coach can read their names). A knock
 * the coach answered, or whose guest token or link lapsed, no longer counts.
 */
export const GUEST_KNOCKS_WAITING_PER_SESSION_MAX = 10;
/**
 * A knock's life: 'waiting' for the coach; 'awaiting_client' once the coach admits, until the
 * session's client allows ('admitted') or refuses ('denied'). Both waiting kinds count against the
 * caps above.
 */
export const KNOCK_STATUSES = ['waiting', 'awaiting_client', 'admitted', 'denied'] as const;
export type KnockStatus = (typeof KNOCK_STATUSES)[number];
/** The knocks still waiting for someone's answer (the coach's, or the client's). */
export const KNOCK_WAITING_STATUSES = ['waiting', 'awaiting_client'] as const satisfies readonly KnockStatus[];
export const GUEST_KNOCKS_WAITING_PER_LINK_MAX = 5;

/** Captions, feedback, media and layout (docs/video-room.md#room-layout). */
export const CAPTION_BUFFER_LINES = 20;
export const CAPTION_OVERLAY_LINES = 2;
export const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const FEEDBACK_COMMENTS_MAX = 2000;
export const BLUR_STRENGTH = 0.7;
export const AUDIO_LEVEL_INTERVAL_MS = 100;
export const AUDIO_DETECTED_LEVEL = 0.05;
export const AUDIO_TEST_WORKING_LEVEL = 0.1;
export const AUDIO_TEST_MS = 2000;
export const AUDIO_METER_BARS = 12;
/** Panel sizes in percent: participants 20 (5 to 25), main 60 (min 40), right 20 (15 to 35). */
export const PANEL_SIZES = {
  participants: { default: 20, min: 5, max: 25 },
  main: { default: 60, min: 40 },
  right: { default: 20, min: 15, max: 35 },
} as const;
export const ASSIST_OVERLAY_HEIGHT = { min: 200, max: 600, default: 384 } as const;
export const ASSIST_OVERLAY_COUNT = 3;
/** The default header title. */
export const VIDEO_DEFAULT_TITLE = 'Coaching Session - coach & client';

/** AI assist (docs/video-room.md#ai-assist): types, and how often the server proposes one. */
export const ASSIST_TYPES = ['GROW', 'MI', 'Reframe', 'Commitment'] as const;
export type AssistType = (typeof ASSIST_TYPES)[number];
export const ASSIST_FILTERS = ['All', ...ASSIST_TYPES] as const;
/** A suggestion needs this many new transcript lines since the last one... */
export const ASSIST_MIN_NEW_LINES = 3;
/** ...and at least this long since the last one (per session). */
export const ASSIST_MIN_INTERVAL_MS = 20_000;

/** Transcript lines: one recognised utterance at most this long; a session keeps at most this many. */
export const TRANSCRIPT_LINE_MAX = 1000;
export const TRANSCRIPT_LINES_MAX = 5000;
/** Lines a single socket may send a second (speech is far slower). */
export const TRANSCRIPT_LINES_PER_SECOND = 5;

/** The room's goal form (docs/video-room.md#goals-in-the-room): categories and priorities (Medium default). */
export const VIDEO_GOAL_CATEGORIES = [
  'Health & Wellness',
  'Career & Professional',
  'Relationships',
  'Personal Growth',
  'Financial',
  'Education & Learning',
  'Lifestyle',
  'Other',
] as const;
export const VIDEO_GOAL_PRIORITIES = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
] as const;

/** The video room's every title, text and toast, plus the server's own answers. */
export const VIDEO_ERR = {
  INVALID_SESSION_TITLE: 'Invalid session',
  INVALID_SESSION: 'Session ID not found',
  JOIN_FAILED_TITLE: 'Failed to join session',
  JOIN_FAILED: 'Unable to join video session',
  ERROR_SCREEN_TITLE: 'Failed to join video session',
  ERROR_SCREEN_TEXT:
    "We couldn't connect you to the video session. This might be because the session hasn't started yet or has already ended.",
  CONNECTION_FAILED_TITLE: 'Connection failed',
  CONNECTION_FAILED: 'Failed to connect to video room',
  MIC_REQUIRED_TITLE: 'Microphone access required',
  MIC_REQUIRED: 'Please allow microphone access to join the video session. Check your browser settings and reload the page.',
  CALL_ERROR_TITLE: 'Video call error',
  CALL_ERROR: 'There was an issue with the video connection',
  BLUR_FAILED_TITLE: 'Background blur failed',
  BLUR_FAILED: 'Background blur is not supported on this device or browser',
  BLUR_ERROR: 'Background blur error',
  AUDIO_ERROR: 'Audio error',
  MIC_SWITCH_FAILED: 'Microphone switch failed',
  SPEAKER_SWITCH_FAILED: 'Speaker switch failed',
  VIDEO_ERROR_TITLE: 'Video error',
  VIDEO_ERROR: 'Failed to toggle camera',
  TRANSCRIPTION_ERROR_TITLE: 'Transcription error',
  TRANSCRIPTION_ERROR: (message: string) => `Failed to toggle live captions: ${message}`,
  SAVE_NOTE_FAILED: 'Failed to save note',
  SAVE_TRANSCRIPT_FAILED: 'Failed to save transcript',
  SUMMARIZE_FAILED: 'Failed to summarize transcript',
  TRY_AGAIN: 'Please try again',
  CANNOT_SAVE_NOTE: 'Cannot save note',
  NOT_AUTHENTICATED: 'User not authenticated',
  CANNOT_SAVE_TRANSCRIPT: 'Cannot save transcript',
  CANNOT_SUMMARIZE: 'Cannot summarize transcript',
  NO_TRANSCRIPT: 'No transcript content available',
  COMPLETE_FAILED_TITLE: 'Error completing session',
  COMPLETE_FAILED: 'Failed to mark session as completed',
  FEEDBACK_FAILED: 'Error submitting feedback',
  CANNOT_MUTE_TITLE: 'Cannot mute participant',
  CANNOT_MUTE: 'You can only mute/unmute yourself',
  CANNOT_CAMERA: 'Cannot control camera',
  START_FAILED_FALLBACK: 'Failed to create video room',
  // The server's own answers
  JOIN_TOO_EARLY: 'You can join from 15 minutes before the session starts.',
  START_TOO_EARLY: 'You can start the video room from 15 minutes before the session starts.',
  START_NOT_VIDEO: 'Only video sessions have a video room. This session is by phone or in person.',
  SESSION_ENDED: 'This session has ended.',
  SESSION_NOT_LIVE: 'This session is not open for video.',
  NO_CONSENT: 'Turn on transcription and agree to it before your speech is captured.',
  CONSENT_REQUIRED: 'Please tick the box to agree first.',
  GUEST_LINK_INVALID: 'This guest link is not valid.',
  GUEST_LINK_EXPIRED: 'This guest link has expired.',
  GUEST_LINK_REVOKED: 'This guest link was revoked by the coach.',
  GUEST_LINK_USED_UP: 'This guest link has already been used.',
  GUEST_DENIED: 'The coach did not let you in.',
  GUEST_WAITING: 'The coach has not let you in yet.',
  GUEST_LINKS_TOO_MANY: 'This session has too many open guest links. Revoke one first.',
  KNOCK_NOT_FOUND: 'That request to join is no longer waiting.',
  CLIENT_ONLY: 'Only the client can answer this.',
  KNOCKS_WAITING_SESSION: 'Too many guests are already waiting to join this session. Please try again once the coach has let them in.',
  KNOCKS_WAITING_LINK: 'Too many guests are already waiting to join through this link. Please try again once the coach has let them in.',
  PARTICIPANT_NOT_FOUND: 'That participant is not in the room.',
  RECORDING_NEEDS_EGRESS:
    'Recording needs LiveKit Egress: set LIVEKIT_EGRESS_ENABLED=true with an Egress service connected to your LiveKit server.',
  RECORDING_FAILED: 'Recording could not be started',
  MEDIA_UNAVAILABLE:
    'Audio and video are off: no LiveKit server is configured. Set LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET (or put livekit-server on the PATH for npm start). Notes, captions, transcript, assist, goals, guests and completion still work.',
  TOO_MANY_LINES: 'Too many transcript lines at once.',
  TRANSCRIPT_FULL: 'This session has reached its transcript limit.',
  OBSERVER_CANNOT: 'Guests can follow the session but not change it.',
  COACH_ONLY: 'Only the coach can do this.',
  COACHEE_ONLY: 'Only the client and guests rate the session.',
} as const;

export const VIDEO_DONE = {
  TRANSCRIPTION_ACTIVE: 'Transcription active',
  CAPTIONS_ENABLED: 'Live captions enabled',
  CAPTIONS_DISABLED: 'Live captions disabled',
  TRANSCRIPT_SAVED: 'Transcript saved',
  TRANSCRIPT_SUMMARIZED: 'Transcript summarized',
  NOTE_SAVED: 'Note saved',
  SESSION_COMPLETED: 'Session completed',
  RECORDING_STARTED: 'Recording started',
  RECORDING_STOPPED: 'Recording stopped',
  TRANSCRIPTION_STARTED: 'Transcription started',
  MIC_CHANGED: 'Microphone changed',
  SPEAKER_CHANGED: 'Speaker changed',
  LINK_COPIED: 'Link copied',
  COPIED: 'Copied to clipboard',
  FEEDBACK_SUBMITTED: 'Feedback submitted',
  FEEDBACK_THANKS: 'Thank you for your feedback!',
  GOAL_CREATED: 'Goal created',
} as const;

/** The room's panels, dialogs and guest page: the words of each control. */
export const VIDEO_UI = {
  TRANSCRIPTION_CONSENT_TITLE: 'Enable Transcription',
  TRANSCRIPTION_CONSENT_TEXT:
    'Live captions turn what you say into text that everyone in this session can read. The lines are kept with the session, and the coach and client can save them to their notes.',
  TRANSCRIPTION_CONSENT_CHECK: 'I agree to have my speech transcribed during this session',
  RECORDING_CONSENT_TITLE: 'Start Recording',
  RECORDING_CONSENT_TEXT: 'Everyone in the room sees a Recording badge while the recording runs.',
  RECORDING_CONSENT_CHECK: 'Everyone in this session has agreed to be recorded',
  INVITE_TITLE: 'Invite Guests',
  INVITE_TEXT: 'Guests join as observers: they knock first, and come in only when you let them.',
  INVITE_CONSENT_CHECK: 'My client agrees to guests joining this session',
  INVITE_LINKS_EMPTY: 'No guest links yet.',
  SPEECH_UNSUPPORTED: 'Speech recognition is not available in this browser. Captions from others still appear.',
  /** When the browser's speech recognition stops for good (its error codes, in words): CC turns off. */
  CAPTIONS_OFF_TITLE: 'Live captions are off',
  /** To the participant the coach muted (LiveKit itself says nothing to them). */
  MUTED_BY_COACH: { audio: 'The coach muted your microphone', video: 'The coach turned off your camera' },
  SPEECH_ERROR: {
    'audio-capture':
      'No microphone is available for captions. Check that one is connected and not in use by another app, then turn CC on again.',
    'not-allowed':
      'Captions need your microphone, and this browser was not allowed to use it. Allow the microphone for this site, then turn CC on again.',
    'service-not-allowed': 'This browser cannot caption: its speech recognition is turned off or not allowed here.',
    network: 'This browser cannot caption right now: its speech recognition service could not be reached.',
    'language-not-supported': 'This browser cannot caption speech in your language.',
  } as Record<string, string>,
  SPEECH_ERROR_OTHER: 'This browser could not caption your speech.',
  ASSIST_NEEDS_CAPTIONS: 'Suggestions come from live captions: turn on CC so the conversation is transcribed.',
  ASSIST_NO_CAPTIONS_HERE:
    'Suggestions come from live captions, and this browser cannot caption. They appear when the other person turns on CC.',
  NOTES_EMPTY: 'No notes for this session yet.',
  NOTES_FOR_GUESTS: 'Notes are kept for the coach and the client. You can follow the transcript.',
  TRANSCRIPT_EMPTY: 'No transcript yet. Turn on live captions (CC) to capture what is said.',
  TRANSCRIPT_HIDDEN: 'Live transcript hidden.',
  LINES_CAPTURED: (n: number) => `${n} lines captured`,
  ASSIST_EMPTY: 'Suggestions appear here as the conversation is transcribed.',
  ASSIST_DISABLED: 'AI Assist Disabled',
  ASSIST_DISABLED_TEXT: 'Enable it to get coaching suggestions while you talk.',
  GOAL_DIALOG_TITLE: 'Create SMART Goal',
  GOAL_DESCRIPTION_REQUIRED: 'Description is required',
  GOAL_CATEGORY_REQUIRED: 'Please choose a category',
  GOALS_NO_ROOM: 'Goals belong to the coach and client chat room.',
  KNOCK_WANTS: (name: string) => `${name} wants to join`,
  /** The coach's alert while the client is asked about a guest the coach admitted. */
  KNOCK_AWAITING_CLIENT: (client: string) => `Waiting for ${client}'s answer`,
  KNOCK_CLIENT_DECLINED: (client: string, guest: string) => `${client} declined ${guest}`,
  /** The client's question when the coach admits a guest (the client's answer is the consent). */
  GUEST_REQUEST_TITLE: 'A guest wants to join',
  GUEST_REQUEST_TEXT: (guest: string) => `Your coach wants to let ${guest} join this session`,
  GUEST_REQUEST_ALLOW: 'Allow',
  GUEST_REQUEST_REFUSE: 'Refuse',
  GUEST_REQUEST_FAILED: 'Could not send your answer. Please try again.',
  /** Everyone's notice when someone comes into the call or leaves it. */
  PARTICIPANT_JOINED: (name: string) => `${name} joined`,
  PARTICIPANT_LEFT: (name: string) => `${name} left`,
  GUEST_NAME_LABEL: 'Your name',
  GUEST_ASK: 'Ask to join',
  GUEST_WAITING_SCREEN: 'Waiting for the coach to let you in…',
  GUEST_THANKS: 'Thanks for joining',
  GUEST_THANKS_TEXT: 'You have left the session. You can close this page.',
  COPY_FAILED: 'Could not copy: select the text and copy it by hand.',
  INVITE_CREATE: 'Create Link',
  INVITE_CREATE_FAILED: 'Failed to create guest link',
  INVITE_REVOKE_FAILED: 'Failed to revoke guest link',
  INVITE_LOAD_FAILED: 'Failed to load guest links',
  NOTES_LOAD_FAILED: 'Failed to load notes',
  GUEST_LINK_LOADING: 'Checking your link…',
  GUEST_JOIN_FAILED: 'Could not open the session. Please try again.',
  ASSIST_PIN_FAILED: 'Failed to pin suggestion',
  ASSIST_TOGGLE_FAILED: 'Failed to change AI assist',
  NOTE_PLACEHOLDER: 'Write a note about this moment…',
} as const;
