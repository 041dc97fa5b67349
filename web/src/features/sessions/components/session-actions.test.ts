import { describe, expect, it } from 'vitest';
import { SESSION_ERR } from '@coach/contract';
import { VIDEO_ERR } from '@coach/contract';
import { isStatusAction, isVideoAction, sessionActions, startVideoLater, STATUS_ACTION, videoRoomPath } from './session-actions.ts';

const start = '2026-11-26T10:00:00Z';
const before = Date.parse('2026-11-26T09:00:00Z');
const after = Date.parse('2026-11-26T10:05:00Z');
const at = (
  status: Parameters<typeof sessionActions>[0]['status'],
  dailyRoomUrl: string | null = null,
  sessionType: 'video' | 'phone' | 'in-person' = 'video',
) => ({
  status,
  scheduledAt: start,
  dailyRoomUrl,
  sessionType,
});

describe('sessionActions', () => {
  it('offers Confirm only on a scheduled session, and No Show only after the start', () => {
    expect(sessionActions(at('SCHEDULED'), before)).toEqual(['confirm', 'startVideo', 'complete', 'reschedule', 'cancel', 'notes']);
    expect(sessionActions(at('SCHEDULED'), after)).toEqual([
      'confirm',
      'startVideo',
      'complete',
      'noShow',
      'reschedule',
      'cancel',
      'notes',
    ]);
    expect(sessionActions(at('CONFIRMED'), after)).toEqual(['startVideo', 'complete', 'noShow', 'reschedule', 'cancel', 'notes']);
  });
  it('offers Join Meeting only when the session has a room', () => {
    expect(sessionActions(at('CONFIRMED', '/sessions/s1/video'), before)).toContain('joinMeeting');
    expect(sessionActions(at('CONFIRMED'), before)).not.toContain('joinMeeting');
  });
  it('offers Join Video Session, Mark Complete, Reschedule and Cancel in progress (a room left open does not freeze it)', () => {
    expect(sessionActions(at('IN_PROGRESS', '/sessions/s1/video'), after)).toEqual([
      'joinVideo',
      'complete',
      'reschedule',
      'cancel',
      'notes',
    ]);
  });
  it('offers no video room for a phone or in-person session', () => {
    for (const type of ['phone', 'in-person'] as const) {
      expect(sessionActions(at('CONFIRMED', null, type), after)).toEqual(['complete', 'noShow', 'reschedule', 'cancel', 'notes']);
      expect(sessionActions(at('IN_PROGRESS', null, type), after)).toEqual(['complete', 'reschedule', 'cancel', 'notes']);
    }
  });
  it('says Start Video Session waits until 15 minutes before the start', () => {
    expect(startVideoLater({ scheduledAt: start }, Date.parse('2026-11-24T10:00:00Z'))).toBe(VIDEO_ERR.START_TOO_EARLY);
    expect(startVideoLater({ scheduledAt: start }, Date.parse('2026-11-26T09:44:59Z'))).toBe(VIDEO_ERR.START_TOO_EARLY);
    expect(startVideoLater({ scheduledAt: start }, Date.parse('2026-11-26T09:45:00Z'))).toBeNull();
  });
  it('leaves only notes on finished sessions', () => {
    for (const status of ['COMPLETED', 'CANCELLED', 'NO_SHOW'] as const) expect(sessionActions(at(status), after)).toEqual(['notes']);
  });
  it('sends the video actions to the room, not to a dialog, and names the room by the session', () => {
    expect(['startVideo', 'joinVideo', 'joinMeeting'].every((a) => isVideoAction(a as never))).toBe(true);
    expect(['confirm', 'complete', 'noShow', 'reschedule', 'cancel', 'notes'].some((a) => isVideoAction(a as never))).toBe(false);
    expect(videoRoomPath('00000000-0000-4000-8000-0000000000c1')).toBe('/sessions/00000000-0000-4000-8000-0000000000c1/video');
  });
  it('guards status moves with their target status and failure text', () => {
    expect(isStatusAction('noShow') && STATUS_ACTION.noShow).toMatchObject({ status: 'NO_SHOW', failure: SESSION_ERR.NO_SHOW_FAILED });
    expect(STATUS_ACTION.complete.status).toBe('COMPLETED');
    expect(STATUS_ACTION.confirm).toMatchObject({ status: 'CONFIRMED', failure: SESSION_ERR.STATUS_FAILED });
    expect(isStatusAction('cancel')).toBe(false);
  });
});
