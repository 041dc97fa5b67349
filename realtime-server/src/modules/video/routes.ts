import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZEndSessionBody,
  ZEnvelope,
  ZFeedbackBody,
  ZParticipantMediaBody,
  ZRecordingBody,
  ZSessionIdParams,
  ZSessionResult,
  ZSuccess,
  ZVideoJoinData,
  ZVideoRoomState,
} from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as video from './service.ts';

/** Spec 02 §7 Sessions (Video: start, join, end) and the video room's own calls: media, recording, feedback. */
export const videoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Video room'];
  const secured = { onRequest: app.authenticate };

  app.post(
    '/api/sessions/:id/start',
    {
      ...secured,
      schema: {
        summary: "Start a session's video room (the session's coach): it moves to IN_PROGRESS; answers the join data",
        operationId: 'startVideoSession',
        errors: [404, 409, 502],
        tags,
        params: ZSessionIdParams,
        response: { 200: ZEnvelope(ZVideoJoinData) },
      },
    },
    async (req) => ({ data: await video.startSession(ctx, currentUser(req), req.params.id) }),
  );

  app.get(
    '/api/sessions/:id/join',
    {
      ...secured,
      schema: {
        summary: "Join a session's video room: a LiveKit token for it, the people and the room's state",
        operationId: 'joinVideoSession',
        errors: [404, 409],
        tags,
        params: ZSessionIdParams,
        response: { 200: ZEnvelope(ZVideoJoinData) },
      },
    },
    async (req) => ({ data: await video.joinSession(ctx, currentUser(req), req.params.id) }),
  );

  app.post(
    '/api/sessions/:id/end',
    {
      ...secured,
      schema: {
        summary: 'Complete a session from its video room (the coach): everyone in the room is disconnected',
        operationId: 'endVideoSession',
        errors: [403, 404, 409],
        tags,
        params: ZSessionIdParams,
        body: ZEndSessionBody,
        response: { 200: ZEnvelope(ZSessionResult) },
      },
    },
    async (req) => ({ data: { session: await video.endSession(ctx, currentUser(req), req.params.id, req.body) } }),
  );

  app.post(
    '/api/sessions/:id/participants/media',
    {
      ...secured,
      schema: {
        summary: "Mute or unmute another participant's microphone or camera (the coach)",
        operationId: 'setParticipantMedia',
        errors: [403, 404, 409],
        tags,
        params: ZSessionIdParams,
        body: ZParticipantMediaBody,
        response: { 200: ZEnvelope(ZSuccess) },
      },
    },
    async (req) => {
      await video.setParticipantMedia(ctx, currentUser(req), req.params.id, req.body);
      return { data: { success: true as const } };
    },
  );

  app.put(
    '/api/sessions/:id/video/recording',
    {
      ...secured,
      schema: {
        summary: 'Start (with consent) or stop recording the video room (the coach)',
        operationId: 'setVideoRecording',
        errors: [403, 404, 409, 502],
        tags,
        params: ZSessionIdParams,
        body: ZRecordingBody,
        response: { 200: ZEnvelope(ZVideoRoomState) },
      },
    },
    async (req) => ({ data: await video.setRecording(ctx, currentUser(req), req.params.id, req.body) }),
  );

  app.post(
    '/api/sessions/:id/feedback',
    {
      ...secured,
      schema: {
        summary: 'Rate a session from 1 to 5 (its client)',
        operationId: 'sendSessionFeedback',
        errors: [403, 404, 409],
        tags,
        params: ZSessionIdParams,
        body: ZFeedbackBody,
        response: { 200: ZEnvelope(ZSuccess) },
      },
    },
    async (req) => {
      await video.sendFeedback(ctx, currentUser(req), req.params.id, req.body);
      return { data: { success: true as const } };
    },
  );
};
