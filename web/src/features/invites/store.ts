import { create } from 'zustand';
import type { TInvite } from '@coach/contract';
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

interface InvitesState {
  /** The signed-in coach's invites once loaded; null before. */
  invites: TInvite[] | null;
  status: Status;
  /** Whose invites these are: another user signing in on this tab starts from an empty list. */
  ownerId: string | null;
  /** Pushes that arrive while the list loads, applied on top of the answer. */
  queued: InviteEvent[];
  load: () => Promise<void>;
  apply: (event: InviteEvent) => void;
}

/** Only the latest load may set the list (a page mounted twice starts two). */
let loadSeq = 0;

/** The coach's invites, kept live by the RealtimeProvider ('invite:changed'); no polling. */
export const useInvites = create<InvitesState>()((set, get) => ({
  invites: null,
  status: 'idle',
  ownerId: null,
  queued: [],

  load: async () => {
    const seq = ++loadSeq;
    const ownerId = useAuth.getState().user?.id ?? null;
    if (get().ownerId !== ownerId) set({ invites: null, ownerId });
    set({ status: 'loading', queued: [] });
    try {
      const { invites } = await invitesApi.list();
      if (seq !== loadSeq) return;
      set({ invites: get().queued.reduce(applyInviteEvent, invites), status: 'ready', queued: [] });
    } catch {
      if (seq !== loadSeq) return;
      set({ status: 'error', queued: [] });
    }
  },

  apply: (event) => {
    const { invites, status, queued } = get();
    if (status === 'loading') set({ queued: [...queued, event] });
    if (invites) set({ invites: applyInviteEvent(invites, event) });
  },
}));
