import { createContext, createElement, useContext, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import {
  CAPTION_BUFFER_LINES,
  type TAssistSuggestion,
  type TGuestKnock,
  type TTranscriptLine,
  type TVideoCatchUp,
  type TVideoJoinData,
  type TVideoRoomState,
} from '@coach/contract';

/**
 * One video room's live state: the join data, the shared room state (recording, consents), the
 * transcript, the coach's assist suggestions and knocks, and the client's guest requests. Filled from the join data, then kept
 * live by the socket's video:* pushes (realtime.ts); the panels and dialogs read it. Each open room
 * has its own store (createVideoRoomStore), handed down by VideoRoomStoreProvider.
 */
export interface VideoRoomStore {
  join: TVideoJoinData | null;
  room: TVideoRoomState | null;
  transcript: TTranscriptLine[];
  suggestions: TAssistSuggestion[];
  assistEnabled: boolean;
  knocks: TGuestKnock[];
  /** The coach's: guests the client refused, until the coach dismisses the notice. */
  declined: TGuestKnock[];
  /** The client's: guests the coach admitted that wait for the client's answer, oldest first. */
  guestRequests: TGuestKnock[];
  /** This participant's own speech recognition runs (after their consent). */
  captionsOn: boolean;
  /** The CC overlay over the video shows the last lines. */
  ccVisible: boolean;
  /** Why this browser stopped captioning (in words), until CC is turned on again. */
  captionsProblem: string | null;
  /** The Notes > Transcript tab shows lines as they arrive. */
  showLive: boolean;
  /** Seconds the call has run, paused while the completion dialog is open. */
  paused: boolean;
  start: (join: TVideoJoinData) => void;
  clear: () => void;
  setRoom: (room: TVideoRoomState) => void;
  /** The room as 'video:enter' answered it: what was pushed while the socket was away joins what is here. */
  catchUp: (catchUp: TVideoCatchUp) => void;
  addLine: (line: TTranscriptLine) => void;
  addSuggestion: (s: TAssistSuggestion) => void;
  patchSuggestion: (s: TAssistSuggestion) => void;
  setAssistEnabled: (enabled: boolean) => void;
  /** A knock as it now stands (the coach's list); a guest the client just refused joins `declined`. */
  applyKnock: (knock: TGuestKnock) => void;
  dismissDeclined: (knockId: string) => void;
  /** A guest request as it now stands (the client's): asked while 'awaiting_client', gone once answered. */
  applyGuestRequest: (knock: TGuestKnock) => void;
  setCaptionsOn: (on: boolean) => void;
  setCcVisible: (on: boolean) => void;
  /** The browser's recognition stopped for good: CC goes off (not left pressed) and says why. */
  captionsFailed: (problem: string) => void;
  setShowLive: (on: boolean) => void;
  setPaused: (paused: boolean) => void;
}

const empty = {
  join: null,
  room: null,
  transcript: [],
  suggestions: [],
  assistEnabled: true,
  knocks: [],
  declined: [],
  guestRequests: [],
  captionsOn: false,
  ccVisible: false,
  captionsProblem: null,
  showLive: true,
  paused: false,
};

/** `server`'s items, then those of `local` it does not have. */
const mergeById = <T extends { id: string }>(server: T[], local: T[]): T[] => {
  const ids = new Set(server.map((x) => x.id));
  return [...server, ...local.filter((x) => !ids.has(x.id))];
};

const byTime = (a: { timestamp: string }, b: { timestamp: string }) => a.timestamp.localeCompare(b.timestamp);

/** The knocks of `next` that the client refused while `before` still had them waiting for the client: news for the coach. */
const newlyRefused = (before: TGuestKnock[], next: TGuestKnock[]): TGuestKnock[] => {
  const asked = new Set(before.filter((k) => k.status === 'awaiting_client').map((k) => k.id));
  return next.filter((k) => asked.has(k.id) && k.status === 'denied' && k.clientAnswer === 'refused');
};

/** The requests still waiting for the client, with `knock` as it now stands. */
const withRequest = (requests: TGuestKnock[], knock: TGuestKnock): TGuestKnock[] => {
  const rest = requests.filter((k) => k.id !== knock.id);
  return knock.status === 'awaiting_client' ? [...rest, knock].sort((a, b) => a.createdAt.localeCompare(b.createdAt)) : rest;
};

/** A room's store, started on `join` when given. */
export const createVideoRoomStore = (join?: TVideoJoinData) => {
  const store = createStore<VideoRoomStore>()((set) => ({
    ...empty,
    start: (join) =>
      set({
        ...empty,
        join,
        room: join.state,
        transcript: [...join.transcript].sort(byTime),
        suggestions: join.coach?.suggestions ?? [],
        assistEnabled: join.coach?.assistEnabled ?? false,
        knocks: join.coach?.knocks ?? [],
        guestRequests: join.guestRequests,
      }),
    clear: () => set(empty),
    setRoom: (room) => set((s) => (s.join && room.sessionId === s.join.sessionId ? { room } : {})),
    catchUp: ({ state, transcript, coach, guestRequests }) =>
      set((s) => {
        if (!s.join || state.sessionId !== s.join.sessionId) return {};
        // The server's list of what waits for the client's answer is the whole of it.
        const merged = { room: state, transcript: mergeById(transcript, s.transcript).sort(byTime), guestRequests };
        if (!coach) return merged;
        // The server's copies win (a pin or a decision made in another tab); anything newer here stays.
        const knocks = mergeById(coach.knocks, s.knocks);
        const declined = mergeById(s.declined, newlyRefused(s.knocks, knocks));
        return {
          ...merged,
          assistEnabled: coach.assistEnabled,
          suggestions: mergeById(coach.suggestions, s.suggestions),
          knocks,
          declined,
        };
      }),
    addLine: (line) => set((s) => (s.transcript.some((l) => l.id === line.id) ? {} : { transcript: [...s.transcript, line].sort(byTime) })),
    addSuggestion: (suggestion) =>
      set((s) => (s.suggestions.some((x) => x.id === suggestion.id) ? {} : { suggestions: [suggestion, ...s.suggestions] })),
    patchSuggestion: (suggestion) => set((s) => ({ suggestions: s.suggestions.map((x) => (x.id === suggestion.id ? suggestion : x)) })),
    setAssistEnabled: (assistEnabled) => set({ assistEnabled }),
    applyKnock: (knock) =>
      set((s) => ({
        knocks: s.knocks.some((k) => k.id === knock.id) ? s.knocks.map((k) => (k.id === knock.id ? knock : k)) : [...s.knocks, knock],
        declined: mergeById(s.declined, newlyRefused(s.knocks, [knock])),
      })),
    dismissDeclined: (knockId) => set((s) => ({ declined: s.declined.filter((k) => k.id !== knockId) })),
    applyGuestRequest: (knock) => set((s) => ({ guestRequests: withRequest(s.guestRequests, knock) })),
    setCaptionsOn: (captionsOn) => set(captionsOn ? { captionsOn, captionsProblem: null } : { captionsOn }),
    setCcVisible: (ccVisible) => set({ ccVisible }),
    captionsFailed: (captionsProblem) => set({ captionsOn: false, ccVisible: false, captionsProblem }),
    setShowLive: (showLive) => set({ showLive }),
    setPaused: (paused) => set({ paused }),
  }));
  if (join) store.getState().start(join);
  return store;
};

export type VideoRoomStoreApi = StoreApi<VideoRoomStore>;

const StoreContext = createContext<VideoRoomStoreApi | null>(null);

/** Hands the open room's store to the panels, controls and dialogs inside it. */
export function VideoRoomStoreProvider({ store, children }: { store: VideoRoomStoreApi; children: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children);
}

/** The open room's store itself, for event handlers (`getState()`). */
export function useVideoRoomStore(): VideoRoomStoreApi {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useVideoRoomStore needs a VideoRoomStoreProvider around it');
  return store;
}

/** A slice of the open room's state; the component renders again when it changes. */
export function useVideoRoom<T>(select: (state: VideoRoomStore) => T): T {
  return useStore(useVideoRoomStore(), select);
}

/** The CC overlay's lines: the last CAPTION_BUFFER_LINES kept, the last `count` shown. */
export const captionLines = (transcript: TTranscriptLine[], count: number) => transcript.slice(-CAPTION_BUFFER_LINES).slice(-count);
