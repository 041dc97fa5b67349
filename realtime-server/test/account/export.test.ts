import { describe, expect, it } from 'vitest';
import { EXPORT_SCHEMA_VERSION, ROLE, ZExportData, type TExportData, type TGoal } from '@coach/contract';
import { call, serverForFile, waitFor } from '../helpers.ts';
import { sendMessage } from '../chat/chat-helpers.ts';
import { finalize, insertCertification, intent, PDF, pngBytes, putLocal } from '../storage/storage-helpers.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching, insertPairSession } from '../factories/coaching.ts';

const PUBLIC_URL = 'https://coach.example.test';
const server = serverForFile({ PUBLIC_URL });

async function exportOf(token: string): Promise<TExportData> {
  const res = await call(server, 'GET', '/api/account/export-data', { token });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-disposition']).toContain('my-data.json');
  // The file is what the contract says: it parses with the export's schema.
  return ZExportData.parse(res.json().data);
}

async function createGoal(token: string, roomId: string, title: string): Promise<TGoal> {
  const res = await call(server, 'POST', '/api/goals', { token, payload: { roomId, title, category: 'Health & Fitness' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TGoal;
}

describe('GET /api/account/export-data', () => {
  it('holds what the person wrote and owns: messages, goals with their history, badges and active days, under a schema version', async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const other = await buildCoaching(server);
    await sendMessage(server, client.token, roomId, 'My first words here');
    await sendMessage(server, coach.token, roomId, 'Welcome, from your coach');
    await sendMessage(server, other.client.token, other.roomId, 'Somebody else entirely');
    const own = await createGoal(client.token, roomId, 'Run 5 km three times a week until 1 March');
    const setByCoach = await createGoal(coach.token, roomId, 'Walk every day');
    await createGoal(other.client.token, other.roomId, 'Not theirs');
    const progressed = await call(server, 'PUT', `/api/goals/${own.id}`, { token: client.token, payload: { progress: 100 } });
    expect(progressed.statusCode, progressed.body).toBe(200);
    // The award engine runs after the message's commit.
    await waitFor(
      async () => (await server.ctx.db.selectFrom('userBadges').select('id').where('userId', '=', client.user.id).execute()).length > 0,
    );

    const data = await exportOf(client.token);
    expect(data.schemaVersion).toBe(EXPORT_SCHEMA_VERSION);
    expect(data.messages.map((m) => m.content)).toEqual(['My first words here']);
    expect(data.messages[0]).toMatchObject({ roomId, messageType: 'text' });
    // Both goals of the client's room, the completed one with its history.
    expect(data.goals.map((g) => g.id)).toEqual([own.id, setByCoach.id]);
    expect(data.goals[0]).toMatchObject({ title: own.title, progress: 100, completedAt: expect.any(String), createdById: client.user.id });
    expect(data.badges.length).toBeGreaterThan(0);
    expect(data.badges.every((b) => b.userId === client.user.id && b.roomId === roomId && b.badge.title)).toBe(true);
    expect(data.activity).toEqual([expect.objectContaining({ roomId, day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })]);
    expect(data.activity[0]!.count).toBeGreaterThan(0);
    // Nothing of another person: not the coach's message, not the other room.
    expect(JSON.stringify(data)).not.toContain('Welcome, from your coach');
    expect(JSON.stringify(data)).not.toContain('Somebody else entirely');
    expect(JSON.stringify(data)).not.toContain('Not theirs');
  });

  it("gives a coach their own messages and the goals they set in a client's room", async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    await sendMessage(server, client.token, roomId, 'From the client');
    await sendMessage(server, coach.token, roomId, 'From the coach');
    await createGoal(client.token, roomId, 'Set by the client');
    const set = await createGoal(coach.token, roomId, 'Set by the coach');

    const data = await exportOf(coach.token);
    expect(data.schemaVersion).toBe(EXPORT_SCHEMA_VERSION);
    expect(data.messages.map((m) => m.content)).toEqual(['From the coach']);
    expect(data.goals.map((g) => g.id)).toEqual([set.id]);
  });

  it("holds the person's video room traces: their notes and shared notes about them, what they said, consents and ratings", async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const db = server.ctx.db;
    const at = new Date(Date.now() - 86_400_000);
    const session = { id: await insertPairSession(server, { coach, client }, at, { duration: 60, status: 'COMPLETED' }) };
    const note = (authorId: string, content: string, isPrivate: boolean, noteType: 'SESSION_COACH_MANUAL' | 'GENERAL_COACHEE') =>
      db
        .insertInto('notes')
        .values({ coachId: coach.user.id, coacheeId: client.user.id, sessionId: session.id, authorId, noteType, content, isPrivate })
        .execute();
    await note(client.user.id, 'My own reflection', true, 'GENERAL_COACHEE');
    await note(coach.user.id, 'Shared with the client', false, 'SESSION_COACH_MANUAL');
    await note(coach.user.id, 'The coach alone', true, 'SESSION_COACH_MANUAL');
    await db
      .insertInto('videoTranscriptLines')
      .values([
        {
          sessionId: session.id,
          identity: client.user.id,
          userId: client.user.id,
          speaker: 'Cleo',
          speakerRole: 'coachee',
          text: 'I will run on Monday',
        },
        {
          sessionId: session.id,
          identity: coach.user.id,
          userId: coach.user.id,
          speaker: 'Cora',
          speakerRole: 'coach',
          text: 'Said by the coach',
        },
      ])
      .execute();
    await db
      .insertInto('videoConsents')
      .values({ sessionId: session.id, identity: client.user.id, userId: client.user.id, name: 'Cleo', kind: 'transcription' })
      .execute();
    await db
      .insertInto('sessionFeedback')
      .values({ sessionId: session.id, identity: client.user.id, userId: client.user.id, role: 'coachee', rating: 5, comments: 'Great' })
      .execute();
    expect(roomId).toBeTruthy();
    // Their subscription and an invoice.
    await db
      .insertInto('billingCustomers')
      .values({ userId: client.user.id, customerId: `cus_${client.user.id}` })
      .execute();
    await db
      .insertInto('billingSubscriptions')
      .values({
        id: `sub_${client.user.id}`,
        userId: client.user.id,
        customerId: `cus_${client.user.id}`,
        status: 'active',
        priceId: 'individual',
        stateAt: at,
      })
      .execute();
    await db
      .insertInto('billingInvoices')
      .values({
        id: `in_${client.user.id}`,
        userId: client.user.id,
        subscriptionId: `sub_${client.user.id}`,
        amount: 900,
        currency: 'usd',
        status: 'paid',
        invoiceDate: at,
        pdfUrl: null,
      })
      .execute();

    const data = await exportOf(client.token);
    expect(data.subscriptions).toEqual([expect.objectContaining({ id: `sub_${client.user.id}`, status: 'active', priceId: 'individual' })]);
    expect(data.invoices).toEqual([
      expect.objectContaining({ amount: 900, currency: 'usd', status: 'paid', invoiceDate: at.toISOString() }),
    ]);
    expect(data.notes?.map((n) => n.content)).toEqual(['My own reflection', 'Shared with the client']);
    expect(data.transcriptLines).toEqual([expect.objectContaining({ sessionId: session.id, text: 'I will run on Monday' })]);
    expect(data.videoConsents).toEqual([expect.objectContaining({ sessionId: session.id, kind: 'transcription' })]);
    expect(data.sessionFeedback).toEqual([expect.objectContaining({ sessionId: session.id, rating: 5, comments: 'Great' })]);
    expect(JSON.stringify(data)).not.toContain('The coach alone');
    expect(JSON.stringify(data)).not.toContain('Said by the coach');
  });

  it('lists the files the person uploaded, their avatar and credential documents included, with their download addresses', async () => {
    const coach = await buildUser(server, { role: ROLE.COACH, onboarded: true });
    const other = await buildUser(server, { role: ROLE.COACH, onboarded: true });
    const upload = async (who: typeof coach, type: 'avatar' | 'document' | 'credential', credentialId?: string) => {
      const [ext, contentType, bytes] = type === 'avatar' ? ['png', 'image/png', await pngBytes()] : ['pdf', 'application/pdf', PDF];
      const it = await intent(server, who.token, type, ext, contentType);
      expect((await putLocal(server, who.token, it, bytes, contentType)).statusCode).toBe(200);
      return finalize(server, who.token, { tmpKey: it.key, type, credentialId });
    };
    const avatar = await upload(coach, 'avatar');
    const document = await upload(coach, 'document');
    const certification = await insertCertification(server, coach.user.id);
    const credential = await upload(coach, 'credential', certification);
    const theirs = await upload(other, 'document');
    // Asked for but never finalized: not a kept file.
    await intent(server, coach.token, 'document', 'pdf', 'application/pdf');

    const data = await exportOf(coach.token);
    expect(data.files).toEqual([
      {
        type: 'avatar',
        url: `${PUBLIC_URL}${avatar.url}`,
        contentType: 'image/webp',
        size: avatar.size,
        keptAt: expect.any(String),
        certificationId: null,
      },
      {
        type: 'document',
        url: `${PUBLIC_URL}${document.url}`,
        contentType: 'application/pdf',
        size: PDF.length,
        keptAt: expect.any(String),
        certificationId: null,
      },
      {
        type: 'credential',
        url: `${PUBLIC_URL}${credential.url}`,
        contentType: 'application/pdf',
        size: PDF.length,
        keptAt: expect.any(String),
        certificationId: certification,
      },
    ]);
    expect(JSON.stringify(data)).not.toContain(theirs.key);
    // Each address downloads the file, for its owner.
    for (const file of data.files!) {
      const res = await call(server, 'GET', file.url.slice(PUBLIC_URL.length), { token: coach.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(file.contentType);
      expect(res.rawPayload.length).toBe(file.size);
    }
  });
});
