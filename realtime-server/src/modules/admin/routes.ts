import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import * as admin from './service.ts';

/** Operator calls; admins (role 4) only, everyone else gets 403. */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.getAccessCodeSetting, async (req) => ({
    data: { accessCodeRequired: await admin.accessCodeSetting(ctx, currentUser(req)) },
  }));
  route(app, e.updateAccessCodeSetting, async (req) => ({
    data: { accessCodeRequired: await admin.updateAccessCodeSetting(ctx, currentUser(req), req.body.accessCodeRequired) },
  }));
  route(app, e.listAccessCodes, async (req) => ({ data: await admin.listAccessCodes(ctx, currentUser(req)) }));
  route(app, e.createAccessCode, async (req) => ({ data: await admin.createAccessCode(ctx, currentUser(req), req.body) }));
  route(app, e.setAccessCodeActive, async (req) => ({
    data: await admin.setAccessCodeActive(ctx, currentUser(req), req.params.id, req.body.isActive),
  }));
};
