import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import { credentialRoutes } from './credential-routes.ts';
import { getExtendedProfile, getPreferences, updateExtendedProfile, updatePreferences } from './service.ts';

/** Extended profile, coaching preferences, credentials (docs/profiles-and-directory.md). */
export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.getExtendedProfile, async (req) => ({ data: await getExtendedProfile(ctx, currentUser(req), req.query.timeZone) }));
  route(app, e.updateExtendedProfile, async (req) => ({ data: await updateExtendedProfile(ctx, currentUser(req), req.body) }));
  route(app, e.getCoachingPreferences, async (req) => ({ data: await getPreferences(ctx, currentUser(req)) }));
  route(app, e.updateCoachingPreferences, async (req) => ({ data: await updatePreferences(ctx, currentUser(req), req.body) }));

  await app.register(credentialRoutes, { ctx });
};
