import type { Db } from '@coach/db';
import type { TAssistSuggestion, TGuestKnock, TTranscriptLine, TVideoConsent, TVideoRoomState } from '@coach/contract';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The room's shared state: status, call start, recording, who consented to transcription. */
export async function videoRoomState(db: Db, sessionId: string): Promise<TVideoRoomState | undefined> {
  const s = await db
    .selectFrom('sessions')
    .select(['id', 'status', 'videoStartedAt', 'startedAt', 'recordingStartedAt'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!s) return undefined;
  const consents = await db
    .selectFrom('videoConsents')
    .select(['identity', 'name', 'consentedAt'])
    .where('sessionId', '=', sessionId)
    .where('kind', '=', 'transcription')
    .orderBy('consentedAt')
    .execute();
  const startedAt = s.videoStartedAt ?? s.startedAt;
  return {
    sessionId: s.id,
    status: s.status,
    startedAt: startedAt ? iso(startedAt) : null,
    recording: s.recordingStartedAt !== null,
    recordingStartedAt: s.recordingStartedAt ? iso(s.recordingStartedAt) : null,
    consents: consents.map((c): TVideoConsent => ({ identity: c.identity, name: c.name, consentedAt: iso(c.consentedAt) })),
  };
}

/** The session's transcript so far, oldest first. */
export async function transcriptOf(db: Db, sessionId: string): Promise<TTranscriptLine[]> {
  const rows = await db
    .selectFrom('videoTranscriptLines')
    .select(['id', 'speaker', 'speakerRole', 'identity', 'text', 'spokenAt'])
    .where('sessionId', '=', sessionId)
    .orderBy('spokenAt')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    speaker: r.speaker,
    speakerRole: r.speakerRole,
    identity: r.identity,
    text: r.text,
    timestamp: iso(r.spokenAt),
  }));
}

export const toSuggestion = (r: {
  id: string;
  type: TAssistSuggestion['type'];
  text: string;
  createdAt: Date | string;
  isPinned: boolean;
}): TAssistSuggestion => ({
  id: r.id,
  type: r.type,
  text: r.text,
  timestamp: iso(r.createdAt),
  isPinned: r.isPinned,
});

/** The coach's assist suggestions of the session, newest first. */
export async function suggestionsOf(db: Db, sessionId: string): Promise<TAssistSuggestion[]> {
  const rows = await db
    .selectFrom('videoAssistSuggestions')
    .select(['id', 'type', 'text', 'createdAt', 'isPinned'])
    .where('sessionId', '=', sessionId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toSuggestion);
}

/** The columns a knock is read with (toKnock). */
export const KNOCK_COLUMNS = ['id', 'name', 'status', 'clientAnswer', 'createdAt'] as const;

export const toKnock = (r: {
  id: string;
  name: string;
  status: TGuestKnock['status'];
  clientAnswer: TGuestKnock['clientAnswer'];
  createdAt: Date | string;
}): TGuestKnock => ({
  id: r.id,
  name: r.name,
  status: r.status,
  clientAnswer: r.clientAnswer,
  createdAt: iso(r.createdAt),
});

/** The session's knocks, oldest first. */
export async function knocksOf(db: Db, sessionId: string): Promise<TGuestKnock[]> {
  const rows = await db.selectFrom('videoKnocks').select(KNOCK_COLUMNS).where('sessionId', '=', sessionId).orderBy('createdAt').execute();
  return rows.map(toKnock);
}
