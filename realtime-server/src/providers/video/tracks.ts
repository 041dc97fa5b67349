import { TrackSource, TrackType, type TrackInfo } from 'livekit-server-sdk';

/**
 * The track a moderation call means: 'audio' is the microphone, 'video' the camera, never a shared
 * screen or its sound. A track published without a source (an old client) counts when its type fits.
 */
export function mediaTrackOf(tracks: readonly TrackInfo[], kind: 'audio' | 'video'): TrackInfo | undefined {
  const source = kind === 'audio' ? TrackSource.MICROPHONE : TrackSource.CAMERA;
  const type = kind === 'audio' ? TrackType.AUDIO : TrackType.VIDEO;
  return tracks.find((t) => t.source === source) ?? tracks.find((t) => t.source === TrackSource.UNKNOWN && t.type === type);
}
