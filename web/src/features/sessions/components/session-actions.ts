import { JOIN_WINDOW_MINUTES, SESSION_ERR, VIDEO_ERR, type TSession, type TSessionStatus } from '@coach/contract';

/** What the coach may do with a session, by its status (docs/sessions-and-availability.md#status-moves). */
export type SessionAction =
  'confirm' | 'startVideo' | 'joinVideo' | 'joinMeeting' | 'complete' | 'noShow' | 'reschedule' | 'cancel' | 'notes';

type ActionSession = Pick<TSession, 'status' | 'scheduledAt' | 'dailyRoomUrl' | 'sessionType'>;

/**
 * Why Start Video Session cannot be pressed yet, or null when it can: the server opens the room
 * from JOIN_WINDOW_MINUTES before the start, as the client's Join (it answers 409 earlier).
 */
export function startVideoLater(session: Pick<TSession, 'scheduledAt'>, now = Date.now()): string | null {
  return now < Date.parse(session.scheduledAt) - JOIN_WINDOW_MINUTES * 60_000 ? VIDEO_ERR.START_TOO_EARLY : null;
}

/**
 * The row's actions in menu order. SCHEDULED adds Confirm (the coach accepts a client's request);
 * Start and Join Video only for a video session (Start shown before its window, disabled with
 * startVideoLater's reason); No Show only once the start has passed (the server refuses it earlier);
 * Join Meeting only with a room; a session left in progress can still be moved or cancelled; notes
 * at every status.
 */
export function sessionActions(session: ActionSession, now = Date.now()): SessionAction[] {
  const actions: SessionAction[] = [];
  const { status } = session;
  const video = session.sessionType === 'video';
  if (status === 'SCHEDULED') actions.push('confirm');
  if (status === 'SCHEDULED' || status === 'CONFIRMED') {
    if (video) actions.push('startVideo');
    actions.push('complete');
    if (Date.parse(session.scheduledAt) <= now) actions.push('noShow');
    actions.push('reschedule', 'cancel');
    if (session.dailyRoomUrl) actions.push('joinMeeting');
  }
  if (status === 'IN_PROGRESS') {
    if (video) actions.push('joinVideo');
    actions.push('complete', 'reschedule', 'cancel');
  }
  actions.push('notes');
  return actions;
}

/** Actions that lead to the video room: the menu runs them itself (useVideoActions), not the page's dialogs. */
export type VideoAction = 'startVideo' | 'joinVideo' | 'joinMeeting';
export const isVideoAction = (a: SessionAction): a is VideoAction => a === 'startVideo' || a === 'joinVideo' || a === 'joinMeeting';

/** The video room's page of a session (docs/web-app.md#route-table). */
export const videoRoomPath = (sessionId: string) => `/sessions/${encodeURIComponent(sessionId)}/video`;

export const ACTION_LABEL: Record<Exclude<SessionAction, 'notes'>, string> = {
  confirm: 'Confirm',
  startVideo: 'Start Video Session',
  joinVideo: 'Join Video Session',
  joinMeeting: 'Join Meeting',
  complete: 'Mark Complete',
  noShow: 'Mark No Show',
  reschedule: 'Reschedule',
  cancel: 'Cancel',
};

export type StatusAction = 'confirm' | 'complete' | 'noShow';

/** The status each guarded action sets, its confirm dialog's words, and its failure text. */
export const STATUS_ACTION: Record<StatusAction, { status: TSessionStatus; title: string; description: string; failure: string }> = {
  confirm: {
    status: 'CONFIRMED',
    title: 'Confirm Session',
    description: 'Confirm this session? Your coachee will see it as confirmed.',
    failure: SESSION_ERR.STATUS_FAILED,
  },
  complete: {
    status: 'COMPLETED',
    title: 'Mark Session Complete',
    description: 'Mark this session as completed?',
    failure: SESSION_ERR.STATUS_FAILED,
  },
  noShow: {
    status: 'NO_SHOW',
    title: 'Mark as No Show',
    description: 'Mark this session as a no-show? Your coachee will be emailed.',
    failure: SESSION_ERR.NO_SHOW_FAILED,
  },
};

export const isStatusAction = (a: SessionAction): a is StatusAction => a in STATUS_ACTION;
