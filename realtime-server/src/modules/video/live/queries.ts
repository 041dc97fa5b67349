import type { Db } from '@coach/db';
import type { AssistType, TAssistSuggestion, TTranscriptLine, VideoRole } from '@coach/contract';
import { toSuggestion } from '../room-state-queries.ts';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** Records (or keeps) a participant's consent to transcription; the first consent's time stays. */
export async function upsertTranscriptionConsent(
  db: Db,
  v: { sessionId: string; identity: string; userId: string | null; name: string; consentedAt: Date },
): Promise<void> {
  await db
    .insertInto('videoConsents')
    .values({ ...v, kind: 'transcription' })
    .onConflict((oc) => oc.columns(['sessionId', 'identity', 'kind']).doUpdateSet({ name: v.name }))
    .execute();
}

export async function hasTranscriptionConsent(db: Db, sessionId: string, identity: string): Promise<boolean> {
  const row = await db
    .selectFrom('videoConsents')
    .select('identity')
    .where('sessionId', '=', sessionId)
    .where('identity', '=', identity)
    .where('kind', '=', 'transcription')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countTranscriptLines(db: Db, sessionId: string): Promise<number> {
  const { n } = await db
    .selectFrom('videoTranscriptLines')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('sessionId', '=', sessionId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function insertTranscriptLine(
  db: Db,
  v: { sessionId: string; identity: string; userId: string | null; speaker: string; speakerRole: VideoRole; text: string; spokenAt: Date },
): Promise<TTranscriptLine> {
  const r = await db
    .insertInto('videoTranscriptLines')
    .values(v)
    .returning(['id', 'speaker', 'speakerRole', 'identity', 'text', 'spokenAt'])
    .executeTakeFirstOrThrow();
  return { id: r.id, speaker: r.speaker, speakerRole: r.speakerRole, identity: r.identity, text: r.text, timestamp: iso(r.spokenAt) };
}

/**
 * What the assist cadence reads of a session: the coach's switch, the last suggestion's time and
 * the lines stored since it. With `lock` (in a transaction) the session row is held, so two nodes
 * deciding at once take turns and the second sees the first's suggestion.
 */
export async function assistCadenceOf(db: Db, sessionId: string, { lock = false } = {}) {
  let q = db.selectFrom('sessions').select(['coachId', 'assistEnabled']).where('id', '=', sessionId);
  if (lock) q = q.forUpdate();
  const session = await q.executeTakeFirst();
  if (!session) return undefined;
  const last = await db
    .selectFrom('videoAssistSuggestions')
    .select('createdAt')
    .where('sessionId', '=', sessionId)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  let lines = db
    .selectFrom('videoTranscriptLines')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('sessionId', '=', sessionId);
  if (last) lines = lines.where('spokenAt', '>', last.createdAt);
  const { n } = await lines.executeTakeFirstOrThrow();
  return { coachId: session.coachId, assistEnabled: session.assistEnabled, lastSuggestionAt: last?.createdAt ?? null, newLines: Number(n) };
}

/** The newest `limit` lines after `since` (all when null), oldest first. */
export async function linesSince(db: Db, sessionId: string, since: Date | null, limit: number) {
  let q = db.selectFrom('videoTranscriptLines').select(['speaker', 'speakerRole', 'text', 'spokenAt']).where('sessionId', '=', sessionId);
  if (since) q = q.where('spokenAt', '>', since);
  const rows = await q.orderBy('spokenAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.reverse();
}

/** The session's latest suggestions' types and texts, newest first. */
export async function recentSuggestions(db: Db, sessionId: string, limit: number): Promise<{ type: AssistType; text: string }[]> {
  return db
    .selectFrom('videoAssistSuggestions')
    .select(['type', 'text'])
    .where('sessionId', '=', sessionId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertSuggestion(
  db: Db,
  v: { sessionId: string; type: AssistType; text: string; createdAt: Date },
): Promise<TAssistSuggestion> {
  const r = await db
    .insertInto('videoAssistSuggestions')
    .values(v)
    .returning(['id', 'type', 'text', 'createdAt', 'isPinned'])
    .executeTakeFirstOrThrow();
  return toSuggestion(r);
}

export async function setAssistEnabled(db: Db, sessionId: string, enabled: boolean, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ assistEnabled: enabled, updatedAt: now }).where('id', '=', sessionId).execute();
}

/** Pins or unpins a suggestion of the session; undefined when the session has no such suggestion. */
export async function setSuggestionPinned(
  db: Db,
  sessionId: string,
  suggestionId: string,
  isPinned: boolean,
): Promise<TAssistSuggestion | undefined> {
  const r = await db
    .updateTable('videoAssistSuggestions')
    .set({ isPinned })
    .where('id', '=', suggestionId)
    .where('sessionId', '=', sessionId)
    .returning(['id', 'type', 'text', 'createdAt', 'isPinned'])
    .executeTakeFirst();
  return r ? toSuggestion(r) : undefined;
}
