import { create } from 'zustand';
import type { LocalVideoTrack } from 'livekit-client';

/**
 * Which camera track has the background blur on. The processor lives on the track, so the state
 * lives beside it rather than in a component: the bar's wide and narrow forms and the More menu
 * mount and unmount (a phone turned sideways) while the blur stays. A new track (the next room)
 * starts without it.
 */
const useBlurredTrack = create<{ track: LocalVideoTrack | null }>(() => ({ track: null }));

export const useBlurred = (track: LocalVideoTrack | undefined) => useBlurredTrack((s) => !!track && s.track === track);

export const setBlurred = (track: LocalVideoTrack, on: boolean) =>
  useBlurredTrack.setState((s) => ({ track: on ? track : s.track === track ? null : s.track }));
