import { createLocalTracks, DisconnectReason, type LocalTrack, type Room, VideoPresets } from 'livekit-client';
import { VIDEO_ERR } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';

/** What a join asks the browser for. */
export interface MediaRequest {
  audio: boolean;
  video: boolean;
}

/** The microphone was refused (or is missing) as well as the camera: the join cannot go on. */
export class MicRequiredError extends Error {
  constructor() {
    super(VIDEO_ERR.MIC_REQUIRED);
    this.name = 'MicRequiredError';
  }
}

/**
 * Media is tried with audio and video (docs/video-room.md#starting-and-joining); if video fails the
 * join goes on with audio only; if audio is refused too the join fails. `open` asks the browser (or
 * a test) for the tracks.
 */
export async function openJoinMedia<T>(open: (request: MediaRequest) => Promise<T[]>): Promise<{ tracks: T[]; video: boolean }> {
  try {
    return { tracks: await open({ audio: true, video: true }), video: true };
  } catch {
    // No camera, or the camera refused: audio alone is enough to take part.
  }
  try {
    return { tracks: await open({ audio: true, video: false }), video: false };
  } catch {
    throw new MicRequiredError();
  }
}

/** The browser's tracks for a join: echo cancellation on, the camera at 720p. */
export const openLocalTracks = ({ audio, video }: MediaRequest): Promise<LocalTrack[]> =>
  createLocalTracks({
    audio: audio ? { echoCancellation: true, noiseSuppression: true, autoGainControl: true } : false,
    video: video ? { resolution: VideoPresets.h720.resolution } : false,
  });

/**
 * Opens the join's media, connects, then publishes what the browser gave. Throws MicRequiredError,
 * or the connection's error; `cancelled` stops it between steps (the room closed meanwhile).
 * An observer (a guest) only watches: their token cannot publish, so no media is opened at all.
 */
export async function joinRoom(room: Room, url: string, token: string, cancelled: () => boolean, publish = true): Promise<LocalTrack[]> {
  if (!publish) {
    await room.connect(url, token);
    return [];
  }
  const { tracks } = await openJoinMedia(openLocalTracks);
  const stop = () => tracks.forEach((t) => t.stop());
  if (cancelled()) {
    stop();
    return [];
  }
  try {
    await room.connect(url, token);
  } catch (err) {
    stop();
    throw err;
  }
  if (cancelled()) {
    stop();
    return [];
  }
  for (const track of tracks) await room.localParticipant.publishTrack(track);
  return tracks;
}

/** The spec's toast for a failed join: the microphone, or the connection. */
export function toastJoinFailure(err: unknown) {
  if (err instanceof MicRequiredError)
    toaster.create({ type: 'error', title: VIDEO_ERR.MIC_REQUIRED_TITLE, description: VIDEO_ERR.MIC_REQUIRED });
  else toaster.create({ type: 'error', title: VIDEO_ERR.CONNECTION_FAILED_TITLE, description: VIDEO_ERR.CONNECTION_FAILED });
}

/** Any other trouble with the call (a device lost, the connection dropped for good). */
export const toastCallError = () => toaster.create({ type: 'error', title: VIDEO_ERR.CALL_ERROR_TITLE, description: VIDEO_ERR.CALL_ERROR });

/**
 * A disconnect the user did not ask for is a call error, except when the session's room was
 * closed on the server: the coach ended the session, and the socket's video:ended says so.
 */
export const isUnexpectedDisconnect = (reason: DisconnectReason | undefined) =>
  reason !== undefined && reason !== DisconnectReason.CLIENT_INITIATED && reason !== DisconnectReason.ROOM_DELETED;
