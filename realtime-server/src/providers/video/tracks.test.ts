import { describe, expect, it } from 'vitest';
import { TrackInfo, TrackSource, TrackType } from 'livekit-server-sdk';
import { mediaTrackOf } from './tracks.ts';

const track = (sid: string, type: TrackType, source: TrackSource) => new TrackInfo({ sid, type, source });

describe('mediaTrackOf', () => {
  // A participant sharing their screen with its sound, listed before their camera and microphone.
  const sharing = [
    track('TR_screen', TrackType.VIDEO, TrackSource.SCREEN_SHARE),
    track('TR_screen_audio', TrackType.AUDIO, TrackSource.SCREEN_SHARE_AUDIO),
    track('TR_camera', TrackType.VIDEO, TrackSource.CAMERA),
    track('TR_mic', TrackType.AUDIO, TrackSource.MICROPHONE),
  ];

  it('takes the camera for video and the microphone for audio, never the shared screen', () => {
    expect(mediaTrackOf(sharing, 'video')?.sid).toBe('TR_camera');
    expect(mediaTrackOf(sharing, 'audio')?.sid).toBe('TR_mic');
  });

  it('finds nothing when only the screen is shared', () => {
    const screenOnly = sharing.slice(0, 2);
    expect(mediaTrackOf(screenOnly, 'video')).toBeUndefined();
    expect(mediaTrackOf(screenOnly, 'audio')).toBeUndefined();
  });

  it('takes a track without a source when its type fits', () => {
    const old = [track('TR_v', TrackType.VIDEO, TrackSource.UNKNOWN), track('TR_a', TrackType.AUDIO, TrackSource.UNKNOWN)];
    expect(mediaTrackOf(old, 'video')?.sid).toBe('TR_v');
    expect(mediaTrackOf(old, 'audio')?.sid).toBe('TR_a');
  });
});
