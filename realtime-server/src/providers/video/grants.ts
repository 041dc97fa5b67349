import type { VideoGrant } from 'livekit-server-sdk';
import type { VideoRole } from '@coach/contract';

/**
 * What each role may do in a session's LiveKit room (docs/video-room.md#roles-in-the-room): the
 * coach publishes and is the room's admin; the coachee publishes (camera, microphone, screen); an
 * observer (a guest) only subscribes. Data messages are not used by the room (notes and captions go
 * through our own server), so nobody publishes data.
 */
export function grantsFor(role: VideoRole, room: string): VideoGrant {
  const base: VideoGrant = { room, roomJoin: true, canSubscribe: true, canPublishData: false, canUpdateOwnMetadata: false };
  switch (role) {
    case 'coach':
      return { ...base, canPublish: true, roomAdmin: true };
    case 'coachee':
      return { ...base, canPublish: true };
    case 'observer':
      return { ...base, canPublish: false };
  }
}
