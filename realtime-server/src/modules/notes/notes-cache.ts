import type { EventBus } from '../../events.ts';

/** An answer is kept at most this long, for the writes no event tells of (an account's purge). */
export const NOTES_CACHE_MAX_AGE_MS = 5000;
/** What the cache holds at most, and the largest answer it keeps (a page of saved transcripts is not). */
const MAX_BYTES = 16 * 1024 * 1024;
const MAX_BODY_BYTES = 256 * 1024;

interface Entry {
  readerId: string;
  tokenVersion: number;
  body: string;
  validUntil: number;
}

/** Taken before reading the database; an answer may be kept only if the reader's notes did not change since. */
export type NotesStamp = string;

/**
 * GET /api/notes answers held in memory as the JSON text sent, per reader, token version and query:
 * a notebook's reloads, tabs and pages read again cost no database round trip. An answer is served
 * only to a token of the version it was computed for (the account was read then: live, at that
 * version). A reader's answers go as soon as one of this node's events touches a note they may
 * read (note.changed, note.deleted: its coach, client and author) or a session of theirs; every
 * answer goes when an account changes (a name, a deletion, a revoked token); none is kept longer
 * than NOTES_CACHE_MAX_AGE_MS. It serves only where every write passes through this node's events:
 * a single node (no Redis) with READ_CACHE_MB above 0. A read that started before a drop keeps
 * nothing (`stamp` / `keep`).
 */
export class NotesCache {
  /** Oldest first (a Map iterates in insertion order): the first to go when full. */
  private readonly entries = new Map<string, Entry>();
  private readonly keysOf = new Map<string, Set<string>>();
  private readonly generations = new Map<string, number>();
  private epoch = 0;
  private bytes = 0;

  constructor(
    readonly enabled: boolean,
    private readonly maxAgeMs = NOTES_CACHE_MAX_AGE_MS,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  stamp(readerId: string): NotesStamp {
    return `${this.epoch}:${this.generations.get(readerId) ?? 0}`;
  }

  get(readerId: string, tokenVersion: number, query: string, now: number): string | undefined {
    if (!this.enabled) return undefined;
    const key = keyOf(readerId, query);
    const entry = this.entries.get(key);
    if (!entry || entry.tokenVersion !== tokenVersion) return undefined;
    if (now < entry.validUntil) return entry.body;
    this.remove(key);
    return undefined;
  }

  /** Keeps the answer computed for the reader's live account at `tokenVersion`, unless their notes changed since `stamp`. */
  keep(stamp: NotesStamp, readerId: string, tokenVersion: number, query: string, body: string, now: number): void {
    if (!this.enabled || stamp !== this.stamp(readerId) || body.length > MAX_BODY_BYTES) return;
    const key = keyOf(readerId, query);
    this.remove(key);
    while (this.bytes + body.length > this.maxBytes && this.entries.size > 0) this.remove(this.entries.keys().next().value!);
    this.entries.set(key, { readerId, tokenVersion, body, validUntil: now + this.maxAgeMs });
    this.bytes += body.length;
    let keys = this.keysOf.get(readerId);
    if (!keys) {
      keys = new Set();
      this.keysOf.set(readerId, keys);
    }
    keys.add(key);
  }

  /** How many answers are held (tests and metrics). */
  get size(): number {
    return this.entries.size;
  }

  dropReader(readerId: string): void {
    for (const key of this.keysOf.get(readerId) ?? []) this.remove(key);
    if (this.generations.size >= 50_000 && !this.generations.has(readerId)) {
      this.dropAll();
      return;
    }
    this.generations.set(readerId, (this.generations.get(readerId) ?? 0) + 1);
  }

  dropAll(): void {
    this.epoch += 1;
    this.entries.clear();
    this.keysOf.clear();
    this.generations.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
    const keys = this.keysOf.get(entry.readerId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOf.delete(entry.readerId);
  }
}

const keyOf = (readerId: string, query: string) => `${readerId}\n${query}`;

/** Drops answers on this node's events (see NotesCache). Returns the function that stops listening. */
export function watchNoteReaders(cache: NotesCache, events: EventBus): () => void {
  const drop = (...ids: (string | null | undefined)[]) => ids.forEach((id) => id && cache.dropReader(id));
  const offs = [
    events.on('note.changed', ({ note, coachId }) => drop(coachId, note.coacheeId, note.author.id)),
    events.on('note.deleted', ({ coachId, coacheeId, authorId }) => drop(coachId, coacheeId, authorId)),
    // A note shows its session's title.
    events.on('session.changed', ({ session, change }) => {
      if (change !== 'presence') drop(session.coach.id, session.client.id);
    }),
    events.on('user.updated', () => cache.dropAll()),
    events.on('user.tokensRevoked', () => cache.dropAll()),
  ];
  return () => offs.forEach((off) => off());
}
