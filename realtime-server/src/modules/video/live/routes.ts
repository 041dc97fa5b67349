import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videoEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { route } from '../../../plugins/endpoint.ts';
import * as assist from '../assist/service.ts';
import * as live from './service.ts';
import { guestTokenFirst } from '../guest/token-guard.ts';

/** The video room's live calls: transcription consent, the transcript saved or summarised, AI assist. */
export const videoLiveRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.consentToTranscription, async (req) => ({ data: await live.consentToTranscription(ctx, currentUser(req), req.params.id) }));
  route(app, e.guestConsentToTranscription, async (req) => ({ data: await live.guestConsentToTranscription(ctx, req.body.guestToken) }), {
    preValidation: guestTokenFirst(ctx),
  });
  route(app, e.saveTranscript, async (req) => ({ data: { note: await live.saveTranscript(ctx, currentUser(req), req.params.id) } }));
  route(app, e.summarizeTranscript, async (req) => ({
    data: { note: await live.summarizeTranscript(ctx, currentUser(req), req.params.id) },
  }));
  route(app, e.setVideoAssist, async (req) => {
    await assist.setAssist(ctx, currentUser(req), req.params.id, req.body.enabled);
    return { data: { success: true as const } };
  });
  route(app, e.pinVideoAssistSuggestion, async (req) => ({
    data: await assist.pinSuggestion(ctx, currentUser(req), req.params.id, req.params.suggestionId, req.body.isPinned),
  }));
};
