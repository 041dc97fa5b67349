import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videoEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import * as video from './service.ts';

/** The video room's calls (docs/video-room.md#calls): start, join, end, and the room's own: media, recording, feedback. */
export const videoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.startVideoSession, async (req) => ({ data: await video.startSession(ctx, currentUser(req), req.params.id) }));
  route(app, e.joinVideoSession, async (req) => ({ data: await video.joinSession(ctx, currentUser(req), req.params.id) }));
  route(app, e.endVideoSession, async (req) => ({
    data: { session: await video.endSession(ctx, currentUser(req), req.params.id, req.body) },
  }));
  route(app, e.setParticipantMedia, async (req) => {
    await video.setParticipantMedia(ctx, currentUser(req), req.params.id, req.body);
    return { data: { success: true as const } };
  });
  route(app, e.setVideoRecording, async (req) => ({ data: await video.setRecording(ctx, currentUser(req), req.params.id, req.body) }));
  route(app, e.sendSessionFeedback, async (req) => {
    await video.sendFeedback(ctx, currentUser(req), req.params.id, req.body);
    return { data: { success: true as const } };
  });
};
