import { create } from 'zustand';
import { type ASSIST_FILTERS, ASSIST_OVERLAY_COUNT, ASSIST_OVERLAY_HEIGHT, type TAssistSuggestion } from '@coach/contract';

export type AssistFilter = (typeof ASSIST_FILTERS)[number];

/** The overlay is 200 to 600 px high (docs/video-room.md#ai-assist). */
export const clampOverlayHeight = (height: number) =>
  Math.min(
    ASSIST_OVERLAY_HEIGHT.max,
    Math.max(ASSIST_OVERLAY_HEIGHT.min, Math.round(Number.isFinite(height) ? height : ASSIST_OVERLAY_HEIGHT.default)),
  );

/** Keeps a point inside [0, max] (the overlay's top-left corner inside the window). */
export const clampTo = (value: number, max: number) => Math.min(Math.max(0, max), Math.max(0, Math.round(value)));

interface AssistUiState {
  /** The Assist tab's Overlay toggle: the floating overlay shows while on. */
  overlayOn: boolean;
  height: number;
  /** Top-left corner in the window; null until first moved (then it sits at the top right). */
  position: { x: number; y: number } | null;
  setOverlayOn: (on: boolean) => void;
  setHeight: (height: number) => void;
  setPosition: (position: { x: number; y: number }) => void;
  reset: () => void;
}

const initial = { overlayOn: false, height: ASSIST_OVERLAY_HEIGHT.default, position: null };

/** The coach's assist overlay: on or off, where it sits and how tall it is (this tab only). */
export const useAssistUi = create<AssistUiState>()((set) => ({
  ...initial,
  setOverlayOn: (overlayOn) => set({ overlayOn }),
  setHeight: (height) => set({ height: clampOverlayHeight(height) }),
  setPosition: (position) => set({ position }),
  reset: () => set(initial),
}));

type Suggestion = Pick<TAssistSuggestion, 'type' | 'timestamp' | 'isPinned'>;
const newestFirst = (a: Suggestion, b: Suggestion) => b.timestamp.localeCompare(a.timestamp);

/** The Assist tab's list: the chosen type only (or All), pinned first, then newest first. */
export function orderSuggestions<T extends Suggestion>(list: readonly T[], filter: AssistFilter): T[] {
  return list
    .filter((s) => filter === 'All' || s.type === filter)
    .sort((a, b) => Number(b.isPinned) - Number(a.isPinned) || newestFirst(a, b));
}

/** The overlay's suggestions: the last ASSIST_OVERLAY_COUNT, newest first. */
export const latestSuggestions = <T extends Suggestion>(list: readonly T[]): T[] =>
  [...list].sort(newestFirst).slice(0, ASSIST_OVERLAY_COUNT);
