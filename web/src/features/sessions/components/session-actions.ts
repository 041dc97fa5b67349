import { SESSION_ERR, type TSession, type TSessionStatus } from '@coach/contract';

/** What the coach may do with a session, by its status (spec §2 Session management, §4 Session statuses). */
export type SessionAction =
  | 'confirm'
  | 'startVideo'
  | 'joinVideo'
  | 'joinMeeting'
  | 'complete'
  | 'noShow'
  | 'reschedule'
  | 'cancel'
  | 'notes';

type ActionSession = Pick<TSession, 'status' | 'scheduledAt' | 'dailyRoomUrl'>;

/**
 * The row's actions in menu order. SCHEDULED adds Confirm (the coach accepts a client's request);
 * No Show only once the start has passed (the server refuses it earlier); Join Meeting only with a
 * room; notes at every status.
 */
export function sessionActions(session: ActionSession, now = Date.now()): SessionAction[] {
  const actions: SessionAction[] = [];
  const { status } = session;
  if (status === 'SCHEDULED') actions.push('confirm');
  if (status === 'SCHEDULED' || status === 'CONFIRMED') {
    actions.push('startVideo', 'complete');
    if (Date.parse(session.scheduledAt) <= now) actions.push('noShow');
    actions.push('reschedule', 'cancel');
    if (session.dailyRoomUrl) actions.push('joinMeeting');
  }
  if (status === 'IN_PROGRESS') actions.push('joinVideo', 'complete');
  actions.push('notes');
  return actions;
}

/** Actions that lead to the video room: the menu runs them itself (useVideoActions), not the page's dialogs. */
export type VideoAction = 'startVideo' | 'joinVideo' | 'joinMeeting';
export const isVideoAction = (a: SessionAction): a is VideoAction => a === 'startVideo' || a === 'joinVideo' || a === 'joinMeeting';

/** The video room's page of a session (spec §2 route table). */
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

/** The status each guarded action sets, its confirm dialog's words, and its failure text (spec 02 §8). */
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
