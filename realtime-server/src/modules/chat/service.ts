import {
  AI_COACH_USER_ID,
  AI_LEVELS,
  DAY_MS,
  dueDateOf,
  ERR,
  UUID_PATTERN,
  type AiLevel,
  type TActionData,
  type TGoalDraft,
  type TAiCoachInfo,
  type TMessage,
  type TMessagesPage,
  type TRoom,
  type TUsageStats,
} from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, notFound, roomNotFound, unauthorized } from '../../lib/errors.ts';
import { findRoomDto } from '../rooms/queries.ts';
import { roomMemberAccess } from '../rooms/access.ts';
import { requireAccess } from '../../lib/access.ts';
import { AI_REPLY_JOB } from './ai-reply.ts';
import { shouldAiReply } from './ai-quiet.ts';
import { localDay } from '../../lib/local-days.ts';
import { insertGoalFromDraft, publishGoalCreated } from '../goals/service.ts';
import { timeZoneOf } from '../users/queries.ts';
import {
  answerPendingAction,
  claimWelcome,
  dailyUsage,
  findByClientId,
  findCoachClientRoom,
  findMessage,
  findRoomForChat,
  setRoomAiLevel,
  userNames,
  type TokenHolder,
} from './queries.ts';
import { advanceReadMark, memberMessagesPage, messagesAfter, messagesBefore, seqInRoom, unreadSummary } from './read-queries.ts';
import {
  insertMessage,
  senderRoom,
  storeMessage,
  storePlainMessage,
  type NewMessage,
  type SenderRoom,
  type StoredMessage,
} from './send-queries.ts';

const messageNotFound = () => notFound(ERR.MESSAGE_NOT_FOUND, 'MESSAGE_NOT_FOUND');
const USAGE_DAYS = 14;

/**
 * GET .../messages: the page as JSON text, ready to send. The hot read of the chat: served from
 * the read cache when this token holder was found a member and the page is held; otherwise the
 * token holder, membership, page and total come from one prepared statement (memberMessagesPage)
 * and are kept unless a change came in meanwhile.
 */
export async function listMessages(ctx: AppContext, who: TokenHolder, roomId: string, q: { page: number; limit: number }): Promise<string> {
  const cache = ctx.readCache;
  if (cache.mayRead(who, roomId)) {
    const held = cache.page(roomId, q.page, q.limit);
    if (held !== undefined) return held;
  }
  const stamp = cache.stamp();
  const read = await memberMessagesPage(ctx.db, who, roomId, q.page, q.limit);
  if (read.access === 'unauthorized') throw unauthorized(ERR.UNAUTHORIZED);
  if (read.access === 'not_member') throw roomNotFound();
  const { messages, total } = read.value;
  const body: TMessagesPage = { data: messages, pagination: { hasMore: q.page * q.limit < total, total, page: q.page, limit: q.limit } };
  // Built from typed rows, so the contract holds without the response schema's second pass.
  const text = JSON.stringify(body);
  cache.keepGrant(stamp, who, roomId);
  cache.keepPage(stamp, roomId, q.page, q.limit, text);
  return text;
}

/** Gap-fill after a (re)connect: `since` is the newest message id the client holds, or an ISO time. */
export async function messagesSince(ctx: AppContext, user: UserRow, roomId: string, since: string): Promise<TMessage[]> {
  await requireAccess(ctx.db, roomMemberAccess, user, roomId);
  if (UUID_PATTERN.test(since)) {
    const seq = await seqInRoom(ctx.db, roomId, since);
    if (seq === undefined) throw messageNotFound();
    return messagesAfter(ctx.db, roomId, { seq });
  }
  const time = new Date(since);
  if (Number.isNaN(time.getTime())) throw badRequest('since must be a message id or an ISO time', 'INVALID_SINCE');
  return messagesAfter(ctx.db, roomId, { time });
}

export async function olderMessages(ctx: AppContext, user: UserRow, roomId: string, before: string, limit: number): Promise<TMessage[]> {
  await requireAccess(ctx.db, roomMemberAccess, user, roomId);
  const seq = UUID_PATTERN.test(before) ? await seqInRoom(ctx.db, roomId, before) : undefined;
  if (seq === undefined) throw messageNotFound();
  return messagesBefore(ctx.db, roomId, seq, limit);
}

export async function unreadCount(ctx: AppContext, user: UserRow, roomId: string): Promise<{ unreadCount: number }> {
  await requireAccess(ctx.db, roomMemberAccess, user, roomId);
  const { unreadCount } = await unreadSummary(ctx.db, roomId, user.id);
  return { unreadCount };
}

export async function markRead(ctx: AppContext, user: UserRow, roomId: string, messageId: string): Promise<{ unreadCount: number }> {
  await requireAccess(ctx.db, roomMemberAccess, user, roomId);
  const seq = await seqInRoom(ctx.db, roomId, messageId);
  if (seq === undefined) throw messageNotFound();
  await advanceReadMark(ctx.db, roomId, user.id, seq, ctx.clock.now());
  ctx.events.publish('room.read', { roomId, userId: user.id, messageId });
  const { unreadCount } = await unreadSummary(ctx.db, roomId, user.id);
  return { unreadCount };
}

/** Bounds the per-process memory of senders' time zones; cleared whole when full (it only saves a statement). */
const SENDER_ZONES_MAX = 50_000;
const senderZonesOf = new WeakMap<AppContext, Map<string, string | null>>();

/**
 * Stores a message. A retry with the same clientId returns the stored one (`created: false`). A
 * client's message that the room's AI level answers enqueues the reply in the same transaction,
 * so a restart between the two loses nothing.
 *
 * The hot write of the chat is one statement (storePlainMessage): the token, the membership and
 * the store together, for a send that no AI reply follows, with the activity day computed in the
 * sender's time zone as this process last read it (the statement checks it is still the one
 * stored). Otherwise (an AI reply follows, or the zone changed) that statement's read of the room
 * and sender serves the general path, which stores next (with the reply's job, in one
 * transaction); when this process has not read the sender's zone yet, the general path reads
 * them first (senderRoom).
 */
export async function sendMessage(
  ctx: AppContext,
  who: TokenHolder,
  roomId: string,
  body: { content: string; messageType: 'text' | 'action'; clientId?: string | undefined },
): Promise<{ message: TMessage; created: boolean }> {
  const clientId = body.clientId?.trim() || null;
  const values = {
    roomId,
    content: body.content,
    messageType: body.messageType,
    actionData: null,
    clientId,
    createdAt: ctx.clock.now(),
  };
  let zones = senderZonesOf.get(ctx);
  if (!zones) senderZonesOf.set(ctx, (zones = new Map()));
  let room: SenderRoom | undefined;
  if (zones.has(who.userId)) {
    const zone = zones.get(who.userId) ?? null;
    const timeZone = zone ?? 'UTC';
    const plain = await storePlainMessage(ctx.db, who, values, {
      senderTimeZone: zone,
      // Every message a person sends is activity on their local day (streaks, momentum), counted in the same statement.
      activityDay: localDay(values.createdAt, timeZone),
      aiReplyLevels: AI_LEVELS.filter((level) => shouldAiReply(level, body.content)),
    });
    switch (plain.outcome) {
      case 'unauthorized':
        throw unauthorized(ERR.UNAUTHORIZED);
      case 'not_member':
        throw roomNotFound();
      case 'duplicate':
        return earlierSend(ctx, who, roomId, clientId);
      case 'stored':
        return created(ctx, plain, { roomClientId: plain.roomClientId, timeZone });
      case 'not_plain':
        // The AI coach answers it, or the sender changed time zone: the general path, with the room just read.
        room = plain.room;
        break;
    }
  }

  if (!room) {
    const read = await senderRoom(ctx.db, who, roomId);
    if (read.access === 'unauthorized') throw unauthorized(ERR.UNAUTHORIZED);
    if (read.access === 'not_member') throw roomNotFound();
    room = read.value;
  }
  if (zones.size >= SENDER_ZONES_MAX) zones.clear();
  zones.set(who.userId, room.senderTimeZone);
  const timeZone = room.senderTimeZone ?? 'UTC';
  const message: NewMessage = { ...values, userId: who.userId };
  const aiQueued = room.clientId === who.userId && shouldAiReply(room.aiInteractionLevel, body.content);
  const day = localDay(values.createdAt, timeZone);
  const stored = aiQueued
    ? await ctx.db.transaction().execute(async (trx) => {
        const s = await storeMessage(trx, message, day);
        if (s)
          await ctx.jobs.enqueue(AI_REPLY_JOB, { roomId, messageId: s.message.id }, { uniqueKey: `${AI_REPLY_JOB}:${s.message.id}` }, trx);
        return s;
      })
    : await storeMessage(ctx.db, message, day);

  if (!stored) return earlierSend(ctx, who, roomId, clientId);
  const result = created(ctx, stored, { roomClientId: room.clientId, timeZone });
  if (aiQueued) ctx.jobs.kick();
  return result;
}

/** A message just stored: its fan-out and the sender's activity (counted with it) go out as one event. */
function created(
  ctx: AppContext,
  stored: StoredMessage,
  sender: { roomClientId: string; timeZone: string },
): { message: TMessage; created: true } {
  ctx.events.publish('message.created', {
    message: stored.message,
    unread: stored.unread,
    sender: { ...sender, activityCount: stored.activityCount ?? 0 },
  });
  return { message: stored.message, created: true };
}

/** The sender's retry: the first request stored the message under this clientId. */
async function earlierSend(
  ctx: AppContext,
  who: TokenHolder,
  roomId: string,
  clientId: string | null,
): Promise<{ message: TMessage; created: false }> {
  const earlier = clientId ? await findByClientId(ctx.db, who.userId, clientId) : undefined;
  if (!earlier || earlier.roomId !== roomId) throw conflict('This clientId was already used for another message', 'CLIENT_ID_REUSED');
  return { message: earlier, created: false };
}

function greeting(name: string): string {
  return (
    `Hi ${name}! I'm your AI coach. I'm here between sessions to help you set goals, reflect on ` +
    `your progress and keep your momentum. What would you like to focus on first?`
  );
}

/** The AI coach's greeting, once per room: the UPDATE on welcomed_at decides who sends it. */
export async function welcome(ctx: AppContext, user: UserRow, roomId: string): Promise<{ message: TMessage | null }> {
  await requireAccess(ctx.db, roomMemberAccess, user, roomId);
  const room = await findRoomForChat(ctx.db, roomId);
  if (!room) throw roomNotFound();
  const [client] = await userNames(ctx.db, [room.clientId]);
  const now = ctx.clock.now();
  const message = await ctx.db.transaction().execute(async (trx) => {
    if (!(await claimWelcome(trx, roomId, now))) return undefined;
    return insertMessage(trx, {
      roomId,
      userId: room.aiCoachId ?? AI_COACH_USER_ID,
      content: greeting(client?.preferredName || client?.firstName || 'there'),
      messageType: 'text',
      actionData: null,
      clientId: null,
      createdAt: now,
    });
  });
  if (!message) return { message: null };
  ctx.events.publish('message.created', { message });
  return { message };
}

export async function aiCoachInfo(ctx: AppContext, user: UserRow, roomId: string): Promise<TAiCoachInfo> {
  await requireAccess(ctx.db, roomMemberAccess, user, roomId);
  const room = await findRoomDto(ctx.db, roomId);
  if (!room) throw roomNotFound();
  return { aiCoach: room.aiCoach, aiInteractionLevel: room.aiInteractionLevel };
}

/** The suggestion's time frame as the goal's due date, counted from today in the client's time zone. */
async function withDueDate(db: Parameters<typeof timeZoneOf>[0], draft: TGoalDraft, clientId: string, now: Date): Promise<TGoalDraft> {
  if (!draft.timeFrame || draft.dueDate) return draft;
  return { ...draft, dueDate: dueDateOf(draft.timeFrame, localDay(now, await timeZoneOf(db, clientId))) };
}

/** POST /api/chat/actions/{id}/approve: the room's client or coach answers a pending proposal. */
export async function answerAction(ctx: AppContext, user: UserRow, messageId: string, approved: boolean): Promise<TMessage> {
  const message = await findMessage(ctx.db, messageId);
  const room = message ? await findRoomForChat(ctx.db, message.roomId) : undefined;
  if (!message || !room || (user.id !== room.clientId && user.id !== room.humanCoachId)) throw messageNotFound();
  const action = message.actionData;
  if (message.messageType !== 'action' || !action) throw badRequest('This message has no action to answer', 'NOT_AN_ACTION');
  if (action.status !== 'pending') throw conflict('This action was already answered', 'ACTION_ANSWERED');

  const now = ctx.clock.now();
  // Approving a goal suggestion creates the goal in the same transaction as the answer: when two
  // answers race, the loser's conditional update finds nothing pending and its goal rolls back.
  const goal = await ctx.db.transaction().execute(async (trx) => {
    const created =
      approved && action.type === 'goal_suggestion' && action.goalData
        ? await insertGoalFromDraft(ctx, trx, message.roomId, user, await withDueDate(trx, action.goalData, room.clientId, now))
        : null;
    const next: TActionData = {
      ...action,
      status: approved ? 'approved' : 'rejected',
      approvedAt: approved ? now.toISOString() : null,
      rejectedAt: approved ? null : now.toISOString(),
      createdGoalId: created?.id ?? null,
    };
    if (!(await answerPendingAction(trx, messageId, next, now))) throw conflict('This action was already answered', 'ACTION_ANSWERED');
    return created;
  });
  if (goal) publishGoalCreated(ctx, goal, user.id);
  const updated = await findMessage(ctx.db, messageId);
  if (!updated) throw messageNotFound();
  ctx.events.publish('message.updated', { message: updated });
  return updated;
}

/** Per UTC day of the last 14 (today included): the caller's messages and the AI coach's replies in their rooms. */
export async function usageStats(ctx: AppContext, user: UserRow): Promise<TUsageStats> {
  const today = ctx.clock.now();
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - (USAGE_DAYS - 1) * DAY_MS);
  const byDay = new Map((await dailyUsage(ctx.db, user.id, start)).map((r) => [r.day, r]));
  const days = Array.from({ length: USAGE_DAYS }, (_, i) => {
    const date = new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    const row = byDay.get(date);
    return { date, messagesSent: row?.sent ?? 0, aiReplies: row?.ai ?? 0 };
  });
  return {
    days,
    totals: {
      messagesSent: days.reduce((n, d) => n + d.messagesSent, 0),
      aiReplies: days.reduce((n, d) => n + d.aiReplies, 0),
    },
  };
}

/** PUT /api/coaches/me/clients/{clientId}/ai-level: only the coach of that client's room. */
export async function setClientAiLevel(ctx: AppContext, coach: UserRow, clientId: string, level: AiLevel): Promise<TRoom> {
  const roomId = await findCoachClientRoom(ctx.db, coach.id, clientId);
  if (!roomId) throw notFound(ERR.CLIENT_NOT_FOUND, 'CLIENT_NOT_FOUND');
  await setRoomAiLevel(ctx.db, roomId, level);
  ctx.events.publish('room.updated', { roomId });
  const room = await findRoomDto(ctx.db, roomId);
  if (!room) throw roomNotFound();
  return room;
}
