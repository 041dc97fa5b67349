import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAssistIdParams,
  ZAssistPinBody,
  ZAssistSuggestion,
  ZAssistToggleBody,
  ZConsentBody,
  ZEnvelope,
  ZGuestConsentBody,
  ZSessionIdParams,
  ZSuccess,
  ZTranscriptNoteResult,
  ZVideoRoomState,
} from '@coach/contract';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../plugins/auth.ts';
import * as assist from '../assist/service.ts';
import * as live from './service.ts';
import { guestTokenFirst } from '../guest/token-guard.ts';

/** The video room's live calls: transcription consent, the transcript saved or summarised, AI assist. */
export const videoLiveRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Video room'];
  const secured = { onRequest: app.authenticate };

  app.post(
    '/api/sessions/:id/video/consent',
    {
      ...secured,
      schema: {
        summary: 'Agree to be transcribed',
        operationId: 'consentToTranscription',
        errors: [404],
        tags,
        params: ZSessionIdParams,
        body: ZConsentBody,
        response: { 200: ZEnvelope(ZVideoRoomState) },
      },
    },
    async (req) => ({ data: await live.consentToTranscription(ctx, currentUser(req), req.params.id) }),
  );

  app.post(
    '/api/video/guest/consent',
    {
      preValidation: guestTokenFirst(ctx),
      schema: {
        summary: 'Agree to be transcribed, as an admitted guest',
        operationId: 'guestConsentToTranscription',
        errors: [401],
        tags,
        body: ZGuestConsentBody,
        response: { 200: ZEnvelope(ZVideoRoomState) },
      },
    },
    async (req) => ({ data: await live.guestConsentToTranscription(ctx, req.body.guestToken) }),
  );

  app.post(
    '/api/sessions/:id/transcript/save',
    {
      ...secured,
      schema: {
        summary: 'Save the transcript as a note',
        operationId: 'saveTranscript',
        errors: [404],
        tags,
        params: ZSessionIdParams,
        response: { 201: ZEnvelope(ZTranscriptNoteResult) },
      },
    },
    async (req, reply) => reply.code(201).send({ data: { note: await live.saveTranscript(ctx, currentUser(req), req.params.id) } }),
  );

  app.post(
    '/api/sessions/:id/transcript/summarize',
    {
      ...secured,
      schema: {
        summary: 'Save a summary of the transcript as a note',
        operationId: 'summarizeTranscript',
        errors: [404],
        tags,
        params: ZSessionIdParams,
        response: { 201: ZEnvelope(ZTranscriptNoteResult) },
      },
    },
    async (req, reply) => reply.code(201).send({ data: { note: await live.summarizeTranscript(ctx, currentUser(req), req.params.id) } }),
  );

  app.put(
    '/api/sessions/:id/video/assist',
    {
      ...secured,
      schema: {
        summary: 'Turn AI assist on or off for the session',
        operationId: 'setVideoAssist',
        errors: [403, 404],
        tags,
        params: ZSessionIdParams,
        body: ZAssistToggleBody,
        response: { 200: ZEnvelope(ZSuccess) },
      },
    },
    async (req) => {
      await assist.setAssist(ctx, currentUser(req), req.params.id, req.body.enabled);
      return { data: { success: true as const } };
    },
  );

  app.put(
    '/api/sessions/:id/video/assist/:suggestionId',
    {
      ...secured,
      schema: {
        summary: 'Pin or unpin an assist suggestion',
        operationId: 'pinVideoAssistSuggestion',
        errors: [403, 404],
        tags,
        params: ZAssistIdParams,
        body: ZAssistPinBody,
        response: { 200: ZEnvelope(ZAssistSuggestion) },
      },
    },
    async (req) => ({ data: await assist.pinSuggestion(ctx, currentUser(req), req.params.id, req.params.suggestionId, req.body.isPinned) }),
  );
};
