import { ERR } from '@coach/contract';
import type { WebhookEvent } from 'livekit-server-sdk';
import type { AppContext } from '../../../context.ts';
import { AppError, badRequest, notFound } from '../../../lib/errors.ts';
import { WebhookMalformedError } from '../../../lib/webhook-errors.ts';
import { sessionOfRoom } from '../join.ts';
import { findSession } from '../../sessions/queries.ts';
import { presenceJoined, presenceLeft, presenceRoomFinished } from '../queries.ts';

/** How far LiveKit's stamp of an event may be from this server's clock to be taken as the event's time. */
const STAMP_TOLERANCE_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/webhooks/livekit: LiveKit tells who joined and left its rooms. Presence is kept in the
 * database, so every node answers the same about who is in a session's room (a session's
 * `inRoom`), and a change of the coach's or the client's is pushed as session:changed. The signature (a
 * JWT of the API key and secret carrying the body's sha256) is checked on the raw body first.
 */
export async function receiveLivekitWebhook(ctx: AppContext, rawBody: string, authorization: string | undefined): Promise<void> {
  // Without a video service there is nobody to send these, and no secret to check them with.
  if (ctx.video.url === null) throw notFound(ERR.NOT_FOUND);
  let event: WebhookEvent;
  try {
    event = await ctx.video.receiveWebhook(rawBody, authorization);
  } catch (err) {
    if (err instanceof WebhookMalformedError) {
      ctx.log.warn({ err }, 'video: a signed LiveKit webhook that is not an event was refused');
      throw badRequest(ERR.WEBHOOK_MALFORMED, 'WEBHOOK_MALFORMED');
    }
    ctx.log.warn({ err }, 'video: a LiveKit webhook with a bad signature was refused');
    throw new AppError('WEBHOOK_SIGNATURE', 401, ERR.UNAUTHORIZED);
  }
  const sessionId = event.room ? sessionOfRoom(event.room.name) : null;
  if (!sessionId) return;
  // LiveKit stamps each event in seconds; its time orders joins and leaves that arrive out of turn.
  // A stamp far from now (a clock gone wrong, or no date at all) is not an order to keep: now is.
  const now = ctx.clock.now();
  const stamped = event.createdAt ? Number(event.createdAt) * 1000 : NaN;
  const at = Math.abs(stamped - now.getTime()) <= STAMP_TOLERANCE_MS ? new Date(stamped) : now;
  const who = event.participant;
  const before = await findSession(ctx.db, sessionId);
  if (!before) return;
  switch (event.event) {
    case 'participant_joined':
      if (who?.identity) await presenceJoined(ctx.db, sessionId, who.identity, who.name ?? '', at);
      break;
    case 'participant_left':
    case 'participant_connection_aborted':
      if (who?.identity) await presenceLeft(ctx.db, sessionId, who.identity, at);
      break;
    case 'room_finished':
      await presenceRoomFinished(ctx.db, sessionId, at);
      break;
    default:
      return;
  }
  // The coach or the client came or went: their sessions pages, dashboard and Join buttons show it.
  const after = await findSession(ctx.db, sessionId);
  if (after && (after.inRoom.coach !== before.inRoom.coach || after.inRoom.client !== before.inRoom.client)) {
    ctx.events.publish('session.changed', { session: after, change: 'presence', actorId: null });
  }
}
