import type { Listener, ListenState } from '@coach/db';
import type { EventBus } from '../../../events.ts';
import { READ_CACHE_CHANNEL } from '../../chat/read-cache.ts';

/** The channel the database notifies on (migration 20261126093000_notify_slots_cache). */
export const SLOTS_CACHE_CHANNEL = 'slots_cache';
/** An answer is kept at most this long: the lookahead's far end moves with the clock. */
export const SLOTS_CACHE_MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  /** The JSON text sent. */
  body: string;
  /** Past this instant (ms) the answer may differ: its first slot falls inside the notice. */
  validUntil: number;
}

/** Taken before reading the database; an answer may be kept only if nothing changed since. */
export type SlotsStamp = number;

/**
 * Free-slots answers held in memory, per coach, keyed by who asked (user and token version) and
 * the query: repeated reads of a booking widget cost no database round trip. Nothing is served or
 * kept unless both change feeds are up; a coach's answers go when their sessions, availability or
 * rules change (`coach:<id>`), and all go when access, time zones or accounts change (`*`), on
 * whichever node the write happened. The node that writes drops at once as well, from its events.
 * A read that started before a drop keeps nothing (`stamp` / `keep`).
 */
export class SlotsCache {
  private coaches = new Map<string, Map<string, Entry>>();
  private size = 0;
  private version = 0;
  private up = { slots: false, accounts: false };

  constructor(private readonly enabled = true) {}

  get serving(): boolean {
    return this.enabled && this.up.slots && this.up.accounts;
  }

  feed(channel: 'slots' | 'accounts', state: ListenState): void {
    this.up[channel] = state === 'up';
    this.dropAll();
  }

  /** A notification on SLOTS_CACHE_CHANNEL ('coach:<id>' or '*'), or READ_CACHE_CHANNEL ('*' only matters). */
  notice(payload: string): void {
    if (payload.startsWith('coach:')) this.dropCoach(payload.slice(6));
    else if (payload === '*') this.dropAll();
  }

  /** How many answers are held for a coach (tests and metrics). */
  heldFor(coachId: string): number {
    return this.coaches.get(coachId)?.size ?? 0;
  }

  stamp(): SlotsStamp {
    return this.version;
  }

  get(coachId: string, key: string, now: number): string | undefined {
    if (!this.serving) return undefined;
    const entry = this.coaches.get(coachId)?.get(key);
    return entry && now < entry.validUntil ? entry.body : undefined;
  }

  keep(stamp: SlotsStamp, coachId: string, key: string, body: string, validUntil: number): void {
    if (!this.serving || stamp !== this.version) return;
    if (this.size >= MAX_ENTRIES) this.dropAll();
    let coach = this.coaches.get(coachId);
    if (!coach) {
      coach = new Map();
      this.coaches.set(coachId, coach);
    }
    if (!coach.has(key)) this.size += 1;
    coach.set(key, { body, validUntil });
  }

  dropCoach(coachId: string): void {
    this.version += 1;
    this.size -= this.coaches.get(coachId)?.size ?? 0;
    this.coaches.delete(coachId);
  }

  dropAll(): void {
    this.version += 1;
    this.coaches.clear();
    this.size = 0;
  }
}

/** Feeds the cache from both channels and from this node's own events. Returns the function that stops it. */
export async function feedSlotsCache(
  cache: SlotsCache,
  handle: { listen: (channel: string, listener: Listener) => Promise<() => Promise<void>> },
  events: EventBus,
): Promise<() => Promise<void>> {
  const offs = [
    // Who is in a video room changes no slot.
    events.on('session.changed', ({ session, change }) => {
      if (change !== 'presence') cache.dropCoach(session.coach.id);
    }),
    events.on('availability.changed', ({ coachId }) => cache.dropCoach(coachId)),
    events.on('user.tokensRevoked', () => cache.dropAll()),
    events.on('user.updated', () => cache.dropAll()),
    events.on('room.membersChanged', () => cache.dropAll()),
  ];
  const unlistenSlots = await handle.listen(SLOTS_CACHE_CHANNEL, {
    onPayload: (payload) => cache.notice(payload),
    onState: (state) => cache.feed('slots', state),
  });
  const unlistenAccounts = await handle.listen(READ_CACHE_CHANNEL, {
    // Room notices (every chat message) say nothing about slots.
    onPayload: (payload) => (payload === '*' ? cache.dropAll() : undefined),
    onState: (state) => cache.feed('accounts', state),
  });
  return async () => {
    for (const off of offs) off();
    await unlistenSlots();
    await unlistenAccounts();
  };
}
