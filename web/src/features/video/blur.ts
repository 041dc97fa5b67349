import type { LocalVideoTrack } from 'livekit-client';
import { BLUR_STRENGTH } from '@coach/contract';

/**
 * Where MediaPipe's WASM and the selfie segmenter model are served (vite.config.ts copies both
 * from node_modules into the build): our own origin, never a CDN.
 */
export const MEDIAPIPE_BASE = '/mediapipe';
export const BLUR_ASSETS = {
  tasksVisionFileSet: `${MEDIAPIPE_BASE}/wasm`,
  modelAssetPath: `${MEDIAPIPE_BASE}/selfie_segmenter.tflite`,
};

/** The widest blur (px); BLUR_STRENGTH (0..1) takes its share of it. */
const MAX_BLUR_RADIUS = 20;
export const blurRadius = () => Math.round(BLUR_STRENGTH * MAX_BLUR_RADIUS);

/** The browser cannot run the blur (no WebGL2, OffscreenCanvas or frame processing). */
export class BlurUnsupportedError extends Error {
  constructor() {
    super('Background blur is not supported here');
    this.name = 'BlurUnsupportedError';
  }
}

/**
 * Turns the background blur of the camera track on or off. The processors' code (and MediaPipe)
 * load with the first use. Throws BlurUnsupportedError where the browser cannot run it.
 */
export async function setBlur(track: LocalVideoTrack, on: boolean): Promise<void> {
  if (!on) {
    await track.stopProcessor();
    return;
  }
  const { BackgroundProcessor, supportsBackgroundProcessors } = await import('@livekit/track-processors');
  if (!supportsBackgroundProcessors()) throw new BlurUnsupportedError();
  await track.setProcessor(BackgroundProcessor({ mode: 'background-blur', blurRadius: blurRadius(), assetPaths: BLUR_ASSETS }));
}
