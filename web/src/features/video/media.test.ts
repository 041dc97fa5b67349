import { describe, expect, it, vi } from 'vitest';
import { DisconnectReason } from 'livekit-client';
import { VIDEO_ERR } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { isUnexpectedDisconnect, MicRequiredError, openJoinMedia, toastCallError, toastJoinFailure, type MediaRequest } from './media.ts';
import { otherParty, qualityOf, roleOf, type RoomPerson } from './participants.ts';
import { joinData } from './test-join.ts';

const denied = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));

describe('openJoinMedia', () => {
  it('takes audio and video when both are allowed', async () => {
    const open = vi.fn((r: MediaRequest) => Promise.resolve([r.audio && 'mic', r.video && 'camera'].filter(Boolean)));
    expect(await openJoinMedia(open)).toEqual({ tracks: ['mic', 'camera'], video: true });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('falls back to audio only when the camera is refused', async () => {
    const open = vi.fn((r: MediaRequest) => (r.video ? denied() : Promise.resolve(['mic'])));
    expect(await openJoinMedia(open)).toEqual({ tracks: ['mic'], video: false });
    expect(open.mock.calls.map(([r]) => r)).toEqual([
      { audio: true, video: true },
      { audio: true, video: false },
    ]);
  });

  it('fails with the microphone text when audio is refused too', async () => {
    const open = vi.fn(denied);
    await expect(openJoinMedia(open)).rejects.toBeInstanceOf(MicRequiredError);
    await expect(openJoinMedia(open)).rejects.toThrow('Please allow microphone access');
  });
});

describe('the join and call toasts', () => {
  it("says 'Microphone access required' when the microphone was refused, 'Connection failed' otherwise, and 'Video call error' later", async () => {
    const toast = vi.spyOn(toaster, 'create').mockReturnValue('t');
    const refused = await openJoinMedia(vi.fn(denied)).catch((err: unknown) => err);
    toastJoinFailure(refused);
    toastJoinFailure(new Error('could not establish signal connection'));
    toastCallError();
    expect(toast.mock.calls.map(([t]) => [t.title, t.description])).toEqual([
      [VIDEO_ERR.MIC_REQUIRED_TITLE, VIDEO_ERR.MIC_REQUIRED],
      [VIDEO_ERR.CONNECTION_FAILED_TITLE, VIDEO_ERR.CONNECTION_FAILED],
      [VIDEO_ERR.CALL_ERROR_TITLE, VIDEO_ERR.CALL_ERROR],
    ]);
    expect([VIDEO_ERR.MIC_REQUIRED_TITLE, VIDEO_ERR.CONNECTION_FAILED_TITLE, VIDEO_ERR.CALL_ERROR_TITLE]).toEqual([
      'Microphone access required',
      'Connection failed',
      'Video call error',
    ]);
    toast.mockRestore();
  });
});

describe('isUnexpectedDisconnect', () => {
  it('is a call error unless we left or the session room was closed', () => {
    expect(isUnexpectedDisconnect(DisconnectReason.CLIENT_INITIATED)).toBe(false);
    expect(isUnexpectedDisconnect(DisconnectReason.ROOM_DELETED)).toBe(false);
    expect(isUnexpectedDisconnect(DisconnectReason.SERVER_SHUTDOWN)).toBe(true);
  });
});

describe('people', () => {
  const join = joinData();
  const person = (identity: string, isLocal = false, sharing = false): RoomPerson => ({
    identity,
    name: identity,
    role: 'observer',
    isLocal,
    micOn: true,
    cameraOn: true,
    sharing,
    quality: 'good',
  });

  it('reads the role from the metadata, else from the join data', () => {
    expect(roleOf('{"role":"coachee"}', 'x', join)).toBe('coachee');
    expect(roleOf('not json', join.sessionData.clientId, join)).toBe('coachee');
    expect(roleOf(undefined, join.sessionData.coachId, join)).toBe('coach');
    expect(roleOf('{"role":"admin"}', 'guest:abc', join)).toBe('observer');
  });

  it('maps LiveKit quality onto good, poor and offline', () => {
    expect(['excellent', 'good', 'poor', 'lost', 'unknown'].map(qualityOf)).toEqual(['good', 'good', 'poor', 'offline', 'good']);
  });

  it('pins the other party by default: the client for the coach, the coach for the others', () => {
    const people = [person(join.identity, true), person('guest:1'), person(join.sessionData.clientId)];
    expect(otherParty(people, join)).toBe(join.sessionData.clientId);
    const asClient = joinData({ userRole: 'coachee', identity: join.sessionData.clientId });
    expect(otherParty([person(join.sessionData.clientId, true), person(join.sessionData.coachId)], asClient)).toBe(
      join.sessionData.coachId,
    );
    expect(otherParty([person(join.identity, true), person('guest:1')], join)).toBeNull();
    expect(otherParty([person(join.identity, true), person('guest:1', false, true)], join)).toBe('guest:1');
  });
});
