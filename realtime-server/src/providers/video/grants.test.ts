import { describe, expect, it } from 'vitest';
import { TokenVerifier } from 'livekit-server-sdk';
import { VIDEO_ROLES, VIDEO_TOKEN_TTL_MINUTES } from '@coach/contract';
import { grantsFor } from './grants.ts';
import { LiveKitVideo } from './livekit.ts';

const ROOM = 'session-7d4f2a36-1f7e-4a3c-9d8e-5b2c1a0f9e11';

describe('grantsFor', () => {
  it('lets the coach publish and run the room', () => {
    expect(grantsFor('coach', ROOM)).toMatchObject({ room: ROOM, roomJoin: true, canSubscribe: true, canPublish: true, roomAdmin: true });
  });

  it('lets the coachee publish but not run the room', () => {
    const g = grantsFor('coachee', ROOM);
    expect(g).toMatchObject({ room: ROOM, roomJoin: true, canSubscribe: true, canPublish: true });
    expect(g.roomAdmin).toBeFalsy();
  });

  it('lets an observer (a guest) only watch and listen', () => {
    const g = grantsFor('observer', ROOM);
    expect(g).toMatchObject({ room: ROOM, roomJoin: true, canSubscribe: true, canPublish: false });
    expect(g.roomAdmin).toBeFalsy();
  });

  it('names only the given room, and no role publishes data or changes its own metadata', () => {
    for (const role of VIDEO_ROLES) {
      const g = grantsFor(role, ROOM);
      expect(g.room).toBe(ROOM);
      expect(g.roomList, role).toBeFalsy();
      expect(g.roomCreate, role).toBeFalsy();
      expect(g.canPublishData, role).toBe(false);
      expect(g.canUpdateOwnMetadata, role).toBe(false);
    }
  });
});

describe('LiveKitVideo.token', () => {
  const apiKey = 'unit-test-key';
  const apiSecret = 'unit-test-secret-unit-test-secret-0123456789';
  const video = new LiveKitVideo({ url: 'ws://127.0.0.1:1', apiUrl: 'http://127.0.0.1:1', apiKey, apiSecret, egress: false });

  it('signs a token for one room and identity that lives VIDEO_TOKEN_TTL_MINUTES', async () => {
    const before = Math.floor(Date.now() / 1000);
    const minted = await video.token({ room: ROOM, identity: 'user-1', name: 'Cora Coach', role: 'coachee' });
    const after = Math.ceil(Date.now() / 1000);
    const claims = await new TokenVerifier(apiKey, apiSecret).verify(minted!.token);
    expect(claims.sub).toBe('user-1');
    expect(claims.name).toBe('Cora Coach');
    expect(claims.video).toMatchObject({ room: ROOM, roomJoin: true, canPublish: true });
    expect(JSON.parse(claims.metadata ?? '{}')).toEqual({ role: 'coachee' });
    const ttl = VIDEO_TOKEN_TTL_MINUTES * 60;
    expect(claims.exp).toBeGreaterThanOrEqual(before + ttl);
    expect(claims.exp).toBeLessThanOrEqual(after + ttl);
    expect(Math.abs(minted!.expiresAt.getTime() / 1000 - claims.exp!)).toBeLessThanOrEqual(1);
  });

  it('takes a shorter life when asked', async () => {
    const minted = await video.token({ room: ROOM, identity: 'guest:k1', name: 'Gus', role: 'observer', ttlSeconds: 60 });
    const claims = await new TokenVerifier(apiKey, apiSecret).verify(minted!.token);
    expect(claims.exp! - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(60);
    expect(claims.video?.canPublish).toBe(false);
  });

  it('is refused by a verifier with another secret', async () => {
    const minted = await video.token({ room: ROOM, identity: 'user-1', name: 'Cora', role: 'coach' });
    await expect(new TokenVerifier(apiKey, 'another-secret-another-secret-0123456789').verify(minted!.token)).rejects.toThrow();
  });
});
