import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCoachingPreferences,
  ZCoachingPreferencesBody,
  ZEnvelope,
  ZExtendedProfile,
  ZExtendedProfileBody,
  ZExtendedProfileQuery,
} from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { credentialRoutes } from './credential-routes.ts';
import { getExtendedProfile, getPreferences, updateExtendedProfile, updatePreferences } from './service.ts';

/** Extended profile, coaching preferences, credentials (issue 27). */
export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Account'];
  const secured = { onRequest: app.authenticate };

  app.get(
    '/api/account/profile/extended',
    {
      ...secured,
      schema: {
        summary: 'Read the extended profile (personal, professional, credentials)',
        operationId: 'getExtendedProfile',
        tags,
        querystring: ZExtendedProfileQuery,
        response: { 200: ZEnvelope(ZExtendedProfile) },
      },
    },
    async (req) => ({ data: await getExtendedProfile(ctx, currentUser(req), req.query.timeZone) }),
  );

  app.put(
    '/api/account/profile/extended',
    {
      ...secured,
      schema: {
        summary: 'Update the personal and (coaches) professional profile',
        operationId: 'updateExtendedProfile',
        tags,
        body: ZExtendedProfileBody,
        response: { 200: ZEnvelope(ZExtendedProfile) },
      },
    },
    async (req) => ({ data: await updateExtendedProfile(ctx, currentUser(req), req.body) }),
  );

  app.get(
    '/api/account/coaching-preferences',
    {
      ...secured,
      schema: {
        summary: "Read the client's coaching preferences",
        operationId: 'getCoachingPreferences',
        errors: [403],
        tags,
        response: { 200: ZEnvelope(ZCoachingPreferences) },
      },
    },
    async (req) => ({ data: await getPreferences(ctx, currentUser(req)) }),
  );

  app.put(
    '/api/account/coaching-preferences',
    {
      ...secured,
      schema: {
        summary: "Update the client's coaching preferences",
        operationId: 'updateCoachingPreferences',
        errors: [403],
        tags,
        body: ZCoachingPreferencesBody,
        response: { 200: ZEnvelope(ZCoachingPreferences) },
      },
    },
    async (req) => ({ data: await updatePreferences(ctx, currentUser(req), req.body) }),
  );

  await app.register(credentialRoutes, { ctx });
};
