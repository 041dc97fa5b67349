import { AI_COACH_USER_ID, type AiLevel } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import type { AiContext, AiTurn } from '../ai-coach/types.ts';
import { openGoalTitles } from '../goals/queries.ts';
import { findByClientId, findMessage, findRoomForChat, intakeAnswers, recentTurns, userNames } from './queries.ts';
import { insertMessage } from './send-queries.ts';

export const AI_REPLY_JOB = 'chat.ai-reply';
/** How much of the conversation the AI coach sees. */
export const AI_HISTORY_TURNS = 20;

/** At LIMITED the AI coach answers questions and messages that address it. */
const ADDRESSES_AI = /(^|[^a-z0-9])(ai|coach bot|assistant)([^a-z0-9]|$)|@ai\b/i;

/** Whether a client's message gets an AI reply at this level (coach and AI messages never do). */
export function shouldAiReply(level: AiLevel, content: string): boolean {
  switch (level) {
    case 'DISABLED':
      return false;
    case 'LIMITED':
      return content.includes('?') || ADDRESSES_AI.test(content);
    case 'ENHANCED':
    case 'AUTONOMOUS':
      return true;
  }
}

/**
 * The job behind an AI reply: 'ai:thinking' on, the provider's answer stored as the AI coach's
 * message (an action card when it proposes one), 'ai:thinking' off. The reply's clientId is tied
 * to the client message, so a retried job never stores a second reply.
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

  ctx.events.publish('ai.thinking', { roomId: room.id, active: true });
  try {
    const people = await userNames(ctx.db, room.humanCoachId ? [room.clientId, room.humanCoachId] : [room.clientId]);
    const client = people.find((u) => u.id === room.clientId);
    const coach = people.find((u) => u.id === room.humanCoachId);
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
      goals: await openGoalTitles(ctx.db, room.id),
      history,
    };
    const reply = await ctx.ai.reply(context);
    const message = await insertMessage(ctx.db, {
      roomId: room.id,
      userId: aiUserId,
      content: reply.content,
      messageType: reply.action ? 'action' : 'text',
      actionData: reply.action ?? null,
      clientId: replyKey,
      createdAt: ctx.clock.now(),
    });
    if (message) ctx.events.publish('message.created', { message });
  } finally {
    ctx.events.publish('ai.thinking', { roomId: room.id, active: false });
  }
}
