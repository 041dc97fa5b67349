/** An answer is kept at most this long: attention thresholds, windows and upcoming sessions move with the clock. */
export const DASHBOARD_CACHE_MAX_AGE_MS = 5000;
const MAX_ENTRIES = 5000;

/** Taken before reading the database; an answer may be kept only if the coach's rows did not change since. */
export type DashboardStamp = string;

/**
 * Dashboard answers held in memory, per coach, as the JSON text sent: a coach's reloads and tabs
 * cost no database round trip. An answer is served only to a token of the version it was computed
 * for (the account was read then: live, a coach, at that version); a revoked token or a changed
 * account drops every answer (user.tokensRevoked, user.updated). A coach's answer goes as soon as one of
 * this node's events touches their workspace (coach-changes.ts: messages in their rooms, their reads,
 * sessions, ratings, clients, availability, notes, goals, streaks) and every answer goes when an
 * account changes; nothing is kept longer than DASHBOARD_CACHE_MAX_AGE_MS. It serves only where
 * every change passes through this node's events: a single node (no Redis), with READ_CACHE_MB
 * above 0. A read that started before a drop keeps nothing (`stamp` / `keep`).
 */
export class DashboardCache {
  private readonly entries = new Map<string, { body: string; tokenVersion: number; validUntil: number }>();
  private readonly generations = new Map<string, number>();
  private epoch = 0;

  constructor(
    readonly enabled: boolean,
    private readonly maxAgeMs = DASHBOARD_CACHE_MAX_AGE_MS,
  ) {}

  stamp(coachId: string): DashboardStamp {
    return `${this.epoch}:${this.generations.get(coachId) ?? 0}`;
  }

  /** The coach's answer for a token of theirs at `tokenVersion` (the one the answer was computed for). */
  get(coachId: string, tokenVersion: number, now: number): string | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(coachId);
    if (!entry || entry.tokenVersion !== tokenVersion) return undefined;
    if (now < entry.validUntil) return entry.body;
    this.entries.delete(coachId);
    return undefined;
  }

  /** Keeps the answer computed for the coach's live account at `tokenVersion`, unless they changed since `stamp`. */
  keep(stamp: DashboardStamp, coachId: string, tokenVersion: number, body: string, now: number): void {
    if (!this.enabled || stamp !== this.stamp(coachId)) return;
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(coachId)) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(coachId, { body, tokenVersion, validUntil: now + this.maxAgeMs });
  }

  /** How many answers are held (tests and metrics). */
  get size(): number {
    return this.entries.size;
  }

  dropCoach(coachId: string): void {
    this.entries.delete(coachId);
    if (this.generations.size >= MAX_ENTRIES && !this.generations.has(coachId)) {
      this.dropAll();
      return;
    }
    this.generations.set(coachId, (this.generations.get(coachId) ?? 0) + 1);
  }

  dropAll(): void {
    this.epoch += 1;
    this.entries.clear();
    this.generations.clear();
  }
}
