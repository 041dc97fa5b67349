import {
  AVAILABILITY_ERR,
  DEFAULT_SESSION_DURATION,
  SESSION_ERR,
  type TActionData,
  type TBookSlotBody,
  type TMessage,
  type TSession,
} from '@coach/contract';
import type { UserRow, Db } from '@coach/db';
import type { AppContext } from '../../../context.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { answerPendingAction, findMessage, findRoomForChat } from '../../chat/queries.ts';
import { coachOfClient, insertBookedSession, isPatternOf, lockCoachBookings } from './queries.ts';
import { findSession, forViewer, isOverlapError } from '../queries.ts';
import { coachSchedule } from '../slots/queries.ts';
import { slotsOf } from '../slots/service.ts';

const BOOKED_TITLE = 'Coaching Session';
const slotUnavailable = () => conflict(SESSION_ERR.SLOT_UNAVAILABLE, 'SLOT_UNAVAILABLE');
const slotTaken = () => conflict(SESSION_ERR.SLOT_TAKEN, 'SLOT_TAKEN');
const TEMPLATE_ID = /^availability-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * Whether the slot at `at` is one the coach offers now (the same templateId too); when it is not,
 * the error says whether a session took it, it was never open, or the pattern is not the coach's
 * (another coach's availability is a 404, as any row that is not yours).
 */
async function checkSlot(ctx: AppContext, db: Db, coachId: string, templateId: string, at: Date, duration: number): Promise<void> {
  const range = { from: at, to: new Date(at.getTime() + 60_000) };
  const schedule = await coachSchedule(db, coachId, range, null, null);
  if (!schedule.found) throw slotUnavailable();
  const now = ctx.clock.now();
  const offered = (s: { templateId: string; scheduledAt: string }) =>
    s.templateId === templateId && Date.parse(s.scheduledAt) === at.getTime();
  if (slotsOf(schedule, range, duration, now).some(offered)) return;
  // Open without the sessions: someone booked it (or a neighbour's buffer covers it).
  if (slotsOf({ ...schedule, busy: [] }, range, duration, now).some(offered)) throw slotTaken();
  const patternId = TEMPLATE_ID.exec(templateId)?.[1] as string;
  if (!(await isPatternOf(db, coachId, patternId))) throw notFound(AVAILABILITY_ERR.NOT_FOUND, 'AVAILABILITY_NOT_FOUND');
  throw slotUnavailable();
}

/** The pending booking prompt `messageId` in this client's room, or undefined (the booking goes ahead without it). */
async function pendingPrompt(
  db: Db,
  messageId: string | undefined,
  clientId: string,
): Promise<{ message: TMessage; action: TActionData } | undefined> {
  if (!messageId) return undefined;
  const message = await findMessage(db, messageId);
  const room = message ? await findRoomForChat(db, message.roomId) : undefined;
  const action = message?.actionData;
  if (!message || room?.clientId !== clientId || action?.type !== 'session_booking' || action.status !== 'pending') return undefined;
  return { message, action };
}

/**
 * POST /api/sessions/book-slot: a client books a free slot of their human coach. Bookings of one
 * coach run one at a time (an advisory lock for the transaction), so the slot check sees every
 * booking before it; the exclusion constraint refuses any overlap that gets past it anyway.
 */
export async function bookSlot(ctx: AppContext, user: UserRow, body: TBookSlotBody): Promise<TSession> {
  const coach = await coachOfClient(ctx.db, user.id);
  if (!coach) throw badRequest(SESSION_ERR.NO_COACH, 'NO_COACH');
  if (!TEMPLATE_ID.test(body.templateId)) throw slotUnavailable();
  const at = new Date(body.scheduledAt);
  const duration = body.duration ?? DEFAULT_SESSION_DURATION;
  const now = ctx.clock.now();

  let answered: TMessage | undefined;
  let sessionId: string;
  try {
    sessionId = await ctx.db.transaction().execute(async (trx) => {
      await lockCoachBookings(trx, coach.coachId);
      await checkSlot(ctx, trx, coach.coachId, body.templateId, at, duration);
      const prompt = await pendingPrompt(trx, body.messageId, user.id);
      const id = await insertBookedSession(
        trx,
        {
          coachId: coach.coachId,
          clientId: user.id,
          relationshipId: coach.relationshipId,
          scheduledAt: at,
          duration,
          title: BOOKED_TITLE,
          sessionGoals: body.sessionGoals?.trim() || null,
          bookingMessageId: prompt?.message.id ?? null,
        },
        now,
      );
      // The card keeps which session it booked and when, so it says so after a reload too.
      const booked: TActionData = {
        ...prompt?.action,
        type: 'session_booking',
        status: 'booked',
        sessionId: id,
        scheduledAt: at.toISOString(),
      };
      if (prompt && (await answerPendingAction(trx, prompt.message.id, booked, now))) answered = prompt.message;
      return id;
    });
  } catch (err) {
    if (isOverlapError(err)) throw slotTaken();
    throw err;
  }

  const session = await findSession(ctx.db, sessionId);
  if (!session) throw notFound(SESSION_ERR.NOT_FOUND, 'SESSION_NOT_FOUND');
  ctx.events.publish('session.changed', { session, change: 'created', actorId: user.id });
  if (answered) {
    const updated = await findMessage(ctx.db, answered.id);
    if (updated) ctx.events.publish('message.updated', { message: updated });
  }
  return forViewer(session, user.id);
}
