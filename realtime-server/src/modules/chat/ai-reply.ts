import { setTimeout as sleep } from 'node:timers/promises';
import { AI_COACH_USER_ID, type TActionData } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import type { AiContext, AiTurn } from '../../providers/ai/types.ts';
import { openGoalTitles } from '../goals/queries.ts';
import { aiStaysQuiet, COACH_ACTIVE_MS, quietBookingCard, remainingThinkingMs } from './ai-quiet.ts';
import {
  findByClientId,
  findMessage,
  findRoomForChat,
  intakeAnswers,
  latestMessageSince,
  recentTurns,
  savedCoachingPreferences,
  userNames,
  type RoomForChat,
} from './queries.ts';
import { insertMessage } from './send-queries.ts';

export const AI_REPLY_JOB = 'chat.ai-reply';
/** How much of the conversation the AI coach sees. */
export const AI_HISTORY_TURNS = 20;

/**
 * The job behind an AI reply. First the quiet rules (ai-quiet.ts): when the AI keeps out of the
 * client's talk with their human coach, no 'ai:thinking' and nothing stored, but for a booking
 * card alone when the client asked to book. Otherwise 'ai:thinking' on, the provider's answer
 * after a short human-feeling pause (config aiThinkingDelay), stored as the AI coach's message
 * (an action card when it proposes one) unless the human coach wrote meanwhile, 'ai:thinking'
 * off. The reply's clientId is tied to the client message, so a retried job never stores a second
 * reply.
 */
export async function runAiReply(ctx: AppContext, p: { roomId: string; messageId: string }): Promise<void> {
  const room = await findRoomForChat(ctx.db, p.roomId);
  const trigger = await findMessage(ctx.db, p.messageId);
  // The level may have been turned off since the message was sent.
  if (!room || !trigger || trigger.roomId !== room.id || room.aiInteractionLevel === 'DISABLED') return;
  const aiUserId = room.aiCoachId ?? AI_COACH_USER_ID;
  const replyKey = `ai-reply:${p.messageId}`;
  // A retry after the reply was stored (the process died before the job was marked done).
  if (await findByClientId(ctx.db, aiUserId, replyKey)) return;

  const people = await userNames(ctx.db, room.humanCoachId ? [room.clientId, room.humanCoachId] : [room.clientId]);
  const client = people.find((u) => u.id === room.clientId);
  const coach = people.find((u) => u.id === room.humanCoachId) ?? null;
  const store = async (content: string, action: TActionData | undefined) => {
    const message = await insertMessage(ctx.db, {
      roomId: room.id,
      userId: aiUserId,
      content,
      messageType: action ? 'action' : 'text',
      actionData: action ?? null,
      clientId: replyKey,
      createdAt: ctx.clock.now(),
    });
    if (message) ctx.events.publish('message.created', { message });
  };

  const quiet = await quietDecision(ctx, room, coach, trigger.content);
  if (quiet.quiet) {
    const card =
      coach && (quiet.reason === 'addressed_coach' || quiet.reason === 'coach_active')
        ? quietBookingCard(trigger.content, coach.firstName, coach.lastName)
        : null;
    if (card) await store(card.content, card.action);
    return;
  }

  ctx.events.publish('ai.thinking', { roomId: room.id, active: true });
  try {
    const started = performance.now();
    const turns = await recentTurns(ctx.db, room.id, trigger.seq, AI_HISTORY_TURNS);
    const history: AiTurn[] = turns.map((m) => ({
      from: m.userId === room.clientId ? 'client' : m.user.isAI ? 'ai' : 'coach',
      content: m.content,
    }));
    const context: AiContext = {
      client: { firstName: client?.firstName ?? '', preferredName: client?.preferredName ?? null },
      coachName: coach ? `${coach.firstName} ${coach.lastName}` : null,
      level: room.aiInteractionLevel,
      intake: await intakeAnswers(ctx.db, room.clientId),
      preferences: (await savedCoachingPreferences(ctx.db, room.clientId)) ?? null,
      goals: await openGoalTitles(ctx.db, room.id),
      history,
    };
    const reply = await ctx.ai.reply(context);
    if (ctx.config.aiThinkingDelay) await sleep(remainingThinkingMs(reply.content, performance.now() - started));
    // The human coach may have stepped in while the AI was thinking: then theirs is the answer.
    if (coach && (await quietDecision(ctx, room, coach, trigger.content)).quiet) return;
    await store(reply.content, reply.action);
  } finally {
    ctx.events.publish('ai.thinking', { roomId: room.id, active: false });
  }
}

/** The quiet rules for this room now: the coach's latest message is read only when a rule needs it. */
async function quietDecision(
  ctx: AppContext,
  room: RoomForChat,
  coach: { id: string; firstName: string; lastName: string } | null,
  content: string,
) {
  const now = ctx.clock.now();
  const input = {
    level: room.aiInteractionLevel,
    content,
    coachFirstName: coach?.firstName ?? null,
    coachLastName: coach?.lastName ?? null,
    coachWroteAt: null,
    now,
  };
  const first = aiStaysQuiet(input);
  if (first.quiet || !coach || room.aiInteractionLevel === 'AUTONOMOUS') return first;
  const coachWroteAt = await latestMessageSince(ctx.db, room.id, coach.id, new Date(now.getTime() - COACH_ACTIVE_MS));
  return coachWroteAt ? aiStaysQuiet({ ...input, coachWroteAt }) : first;
}
