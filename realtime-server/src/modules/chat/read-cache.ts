import type { Listener, ListenState } from '@coach/db';
import type { EventBus } from '../../events.ts';

/** The channel the database notifies on (migration 20261123090000_notify_read_cache). */
export const READ_CACHE_CHANNEL = 'read_cache';

const MAX_ROOM_MARKS = 10_000;

/** Taken before a read from the database; a result may be kept only if nothing changed since. */
export interface Stamp {
  epoch: number;
  tick: number;
}

/** Someone a signed token names: who asks, at which token version. */
interface Holder {
  userId: string;
  tokenVersion: number;
}

export interface ReadCacheOptions {
  /** Bytes of page text kept at most (0 turns the cache off). */
  maxBytes: number;
  /** (user, token version, room) grants kept at most. */
  maxGrants?: number;
}

/**
 * Hot chat reads held in memory: a room's message pages as the JSON text sent, and which token
 * holder may read which room. Nothing is served from it unless the database's change feed is up
 * (`live`); a room's pages go when its messages change and everything goes when membership, an
 * account's tokens or an author's name or role change, whichever node wrote (see
 * READ_CACHE_CHANNEL). The node that writes also drops what it wrote at once, before it answers.
 *
 * A read races a write: a page read before a message was stored may arrive after the message's
 * notice. `stamp()` before the read and `keep*()` after it refuse such a page: every drop moves
 * a counter the stamp remembers.
 */
export class ReadCache {
  private readonly maxBytes: number;
  private readonly maxGrants: number;
  /** room id -> `${page}:${limit}` -> page text; rooms in insertion order, oldest first. */
  private pages = new Map<string, Map<string, string>>();
  private bytes = 0;
  /** `${userId}:${tokenVersion}:${roomId}` of holders found live members. */
  private grants = new Set<string>();
  /** Moves when everything is dropped; a stamp of an earlier epoch keeps nothing. */
  private epoch = 0;
  /** Moves on every room drop; `dropped` says when a room last was. */
  private tick = 0;
  private dropped = new Map<string, number>();
  /** Stamps before this tick keep nothing (their rooms' marks were let go). */
  private floor = 0;
  private live = false;

  constructor(options: ReadCacheOptions) {
    this.maxBytes = options.maxBytes;
    this.maxGrants = options.maxGrants ?? 100_000;
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** Whether reads are served and kept: only while every change reaches this node. */
  get serving(): boolean {
    return this.live && this.maxBytes > 0;
  }

  /** The change feed's state: while down, changes may be missed, so nothing is served or kept. */
  feed(state: ListenState): void {
    this.live = state === 'up';
    this.dropAll();
  }

  /** A notification on READ_CACHE_CHANNEL. */
  notice(payload: string): void {
    if (payload.startsWith('room:')) this.dropRoom(payload.slice(5));
    else this.dropAll();
  }

  stamp(): Stamp {
    return { epoch: this.epoch, tick: this.tick };
  }

  mayRead(who: Holder, roomId: string): boolean {
    return this.serving && this.grants.has(grantKey(who, roomId));
  }

  page(roomId: string, page: number, limit: number): string | undefined {
    return this.serving ? this.pages.get(roomId)?.get(`${page}:${limit}`) : undefined;
  }

  /** Remembers that the holder may read the room, as the database said after `stamp`. */
  keepGrant(stamp: Stamp, who: Holder, roomId: string): void {
    if (!this.serving || stamp.epoch !== this.epoch) return;
    if (this.grants.size >= this.maxGrants) this.grants.clear();
    this.grants.add(grantKey(who, roomId));
  }

  /** Remembers a room's page, as the database gave it after `stamp`. */
  keepPage(stamp: Stamp, roomId: string, page: number, limit: number, text: string): void {
    if (!this.serving || stamp.epoch !== this.epoch || stamp.tick < this.floor) return;
    if ((this.dropped.get(roomId) ?? 0) > stamp.tick) return;
    if (text.length > this.maxBytes) return;
    let room = this.pages.get(roomId);
    if (!room) {
      room = new Map();
      this.pages.set(roomId, room);
    }
    const key = `${page}:${limit}`;
    const before = room.get(key);
    if (before !== undefined) this.bytes -= before.length;
    room.set(key, text);
    this.bytes += text.length;
    // Over budget: the rooms cached longest ago go first.
    for (const [id, old] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      if (id === roomId) continue;
      this.forget(id, old);
    }
  }

  dropRoom(roomId: string): void {
    this.tick += 1;
    this.dropped.set(roomId, this.tick);
    const room = this.pages.get(roomId);
    if (room) this.forget(roomId, room);
    // Room marks only matter to reads in flight: past a bound they go, and every read in flight
    // with them (what is held stays).
    if (this.dropped.size > MAX_ROOM_MARKS) {
      this.dropped.clear();
      this.floor = this.tick;
    }
  }

  dropAll(): void {
    this.epoch += 1;
    this.pages.clear();
    this.bytes = 0;
    this.grants.clear();
    this.dropped.clear();
  }

  /** What is held now (for tests and the health of the cache). */
  size(): { rooms: number; bytes: number; grants: number } {
    return { rooms: this.pages.size, bytes: this.bytes, grants: this.grants.size };
  }

  private forget(roomId: string, room: Map<string, string>): void {
    for (const text of room.values()) this.bytes -= text.length;
    this.pages.delete(roomId);
  }
}

const grantKey = (who: Holder, roomId: string) => `${who.userId}:${who.tokenVersion}:${roomId}`;

/**
 * Announces the messages this node stores to every node's cache (its own included) on
 * READ_CACHE_CHANNEL, outside the transaction that stored them. With Redis the other nodes drop a
 * room's pages sooner, when the message's push reaches them through the stream (gateway.ts), and
 * before their sockets see it; this is the path that holds without Redis or when it lags. A NOTIFY inside the send would
 * make every send of the cluster commit one at a time: PostgreSQL holds one lock from a notifying
 * transaction's pre-commit to the end of its commit, WAL flush included. Here one announcement
 * is in flight per node, and the rooms stored meanwhile go together in the next; a failed one is
 * tried again. Only stored messages come this way (the send and the AI reply are their only
 * writers); edits and deletes, from any writer, are notified by the database's triggers.
 */
export class RoomAnnouncer {
  private pending = new Set<string>();
  private running: Promise<void> | undefined;
  /** When the last announcement started, across flushes: a quiet spell shorter than the spacing does not reset it. */
  private lastSentAt = Number.NEGATIVE_INFINITY;

  /**
   * `spacingMs`: announcements start at least this far apart; the first after a quiet spell (one
   * longer than the spacing) goes at once, the rooms stored meanwhile wait for the next. Without
   * it a steady chat makes one statement (and one notification to every listening node) per
   * message.
   */
  constructor(
    private readonly send: (payloads: string[]) => Promise<void>,
    private readonly onError: (err: unknown) => void,
    private readonly retryMs = 1000,
    private readonly spacingMs = 0,
  ) {}

  announce(roomId: string): void {
    this.pending.add(`room:${roomId}`);
    this.running ??= this.flush();
  }

  /** Resolves once every room announced so far went out (or failed once more, at close). */
  async settle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async flush(): Promise<void> {
    try {
      while (this.pending.size > 0) {
        const wait = this.lastSentAt + this.spacingMs - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const batch = [...this.pending];
        this.pending.clear();
        this.lastSentAt = performance.now();
        try {
          await this.send(batch);
        } catch (err) {
          this.onError(err);
          for (const p of batch) this.pending.add(p);
          await new Promise((r) => setTimeout(r, this.retryMs));
        }
      }
    } finally {
      this.running = undefined;
    }
  }
}

/**
 * Feeds the cache: the database's notifications (every node's writes, jobs included) and, at once,
 * this node's own writes as its services publish them, so that a client that wrote reads what it
 * wrote from this node. This node's stored messages are announced to the others (`announce`,
 * see RoomAnnouncer), whether or not its own cache is on. Returns the function that stops it all.
 */
export async function feedReadCache(
  cache: ReadCache,
  handle: { listen: (channel: string, listener: Listener) => Promise<() => Promise<void>> },
  events: EventBus,
  announcer?: RoomAnnouncer,
): Promise<() => Promise<void>> {
  const offs = announcer ? [events.on('message.created', ({ message }) => announcer.announce(message.roomId))] : [];
  const stopAnnouncing = async () => {
    for (const off of offs) off();
    await announcer?.settle();
  };
  if (!cache.enabled) return stopAnnouncing;
  offs.push(
    events.on('message.created', ({ message }) => cache.dropRoom(message.roomId)),
    events.on('message.updated', ({ message }) => cache.dropRoom(message.roomId)),
    events.on('user.tokensRevoked', () => cache.dropAll()),
    events.on('user.updated', () => cache.dropAll()),
    events.on('room.membersChanged', () => cache.dropAll()),
  );
  const unlisten = await handle.listen(READ_CACHE_CHANNEL, {
    onPayload: (payload) => cache.notice(payload),
    onState: (state) => cache.feed(state),
  });
  return async () => {
    await stopAnnouncing();
    await unlisten();
  };
}
