import { create } from 'zustand';
import type { TInvite, TInviteCounts } from '@coach/contract';
import { invitesApi } from './api.ts';
import { useAuth } from '../auth/store.ts';

export interface InviteEvent {
  invite: TInvite;
  deleted?: boolean;
}

/** One 'invite:changed' push (or a call's answer) applied to the list: upsert by id, or remove. */
export function applyInviteEvent(invites: readonly TInvite[], { invite, deleted }: InviteEvent): TInvite[] {
  if (deleted) return invites.filter((i) => i.id !== invite.id);
  const at = invites.findIndex((i) => i.id === invite.id);
  if (at === -1) return [invite, ...invites];
  const next = invites.slice();
  next[at] = invite;
  return next;
}

type Status = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The counts after one event, when the list held the invite before (its old status is known);
 * undefined when it did not, and only the server can say.
 */
export function applyToCounts(counts: TInviteCounts, before: TInvite | undefined, { invite, deleted }: InviteEvent): TInviteCounts | undefined {
  if (!before) return undefined;
  const next = { ...counts, [before.status]: counts[before.status] - 1 };
  if (deleted) return { ...next, total: counts.total - 1 };
  return { ...next, [invite.status]: next[invite.status] + 1 };
}

interface InvitesState {
  /** The signed-in coach's invites loaded so far (newest first); null before the first page. */
  invites: TInvite[] | null;
  status: Status;
  /** Whose invites these are: another user signing in on this tab starts from an empty list. */
  ownerId: string | null;
  /** Pushes that arrive while the list loads, applied on top of the answer. */
  queued: InviteEvent[];
  /** Where the next page starts; null once every invite is loaded. */
  nextCursor: string | null;
  /** Every invite of the coach by status, as the server counted them (the stat tiles). */
  counts: TInviteCounts | null;
  loadingMore: boolean;
  load: () => Promise<void>;
  /** The next page, added below the ones loaded. */
  loadMore: () => Promise<void>;
  apply: (event: InviteEvent) => void;
}

/** Only the latest load may set the list (a page mounted twice starts two). */
let loadSeq = 0;
/** Pushes about invites the list does not hold yet ask the server for the counts, once per burst. */
let countsTimer: ReturnType<typeof setTimeout> | undefined;
const COUNTS_REFRESH_MS = 250;

/** The coach's invites, kept live by the RealtimeProvider ('invite:changed'); no polling. */
export const useInvites = create<InvitesState>()((set, get) => {
  const refreshCounts = () => {
    clearTimeout(countsTimer);
    countsTimer = setTimeout(() => {
      const seq = loadSeq;
      invitesApi
        .list({ limit: 1 })
        .then(({ counts }) => {
          if (seq === loadSeq) set({ counts });
        })
        .catch(() => undefined);
    }, COUNTS_REFRESH_MS);
  };

  return {
    invites: null,
    status: 'idle',
    ownerId: null,
    queued: [],
    nextCursor: null,
    counts: null,
    loadingMore: false,

    load: async () => {
      const seq = ++loadSeq;
      const ownerId = useAuth.getState().user?.id ?? null;
      if (get().ownerId !== ownerId) set({ invites: null, counts: null, nextCursor: null, ownerId });
      set({ status: 'loading', queued: [] });
      try {
        const { invites, nextCursor, counts } = await invitesApi.list();
        if (seq !== loadSeq) return;
        set({ invites: get().queued.reduce(applyInviteEvent, invites), nextCursor, counts, status: 'ready', queued: [] });
        if (get().queued.length) refreshCounts();
      } catch {
        if (seq !== loadSeq) return;
        set({ status: 'error', queued: [] });
      }
    },

    loadMore: async () => {
      const { nextCursor, loadingMore, status } = get();
      if (!nextCursor || loadingMore || status !== 'ready') return;
      const seq = loadSeq;
      set({ loadingMore: true });
      try {
        const page = await invitesApi.list({ cursor: nextCursor });
        if (seq !== loadSeq) return;
        // A push may have brought one of these already; the list keeps each invite once.
        const held = new Set((get().invites ?? []).map((i) => i.id));
        const more = page.invites.filter((i) => !held.has(i.id));
        set({ invites: [...(get().invites ?? []), ...more], nextCursor: page.nextCursor, counts: page.counts });
      } catch {
        if (seq === loadSeq) set({ status: 'error' });
      } finally {
        if (seq === loadSeq) set({ loadingMore: false });
      }
    },

    apply: (event) => {
      const { invites, status, queued, counts } = get();
      if (status === 'loading') set({ queued: [...queued, event] });
      if (!invites) return;
      const before = invites.find((i) => i.id === event.invite.id);
      set({ invites: applyInviteEvent(invites, event) });
      const next = counts && applyToCounts(counts, before, event);
      if (next) set({ counts: next });
      else if (status !== 'loading') refreshCounts();
    },
  };
});
