import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEnvelope, ZExportData, ZProfile, ZUpdateProfileBody } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { exportData, getProfile, updateProfile } from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Account'];
  const secured = { onRequest: app.authenticate };

  app.get(
    '/api/account/profile',
    {
      ...secured,
      schema: {
        summary: 'Read the profile',
        operationId: 'getProfile',
        tags,
        response: { 200: ZEnvelope(ZProfile) },
      },
    },
    async (req) => ({
      data: await getProfile(ctx, currentUser(req)),
    }),
  );

  app.put(
    '/api/account/profile',
    {
      ...secured,
      schema: {
        summary: 'Update the profile',
        operationId: 'updateProfile',
        tags,
        body: ZUpdateProfileBody,
        response: { 200: ZEnvelope(ZProfile) },
      },
    },
    async (req) => ({ data: await updateProfile(ctx, currentUser(req), req.body) }),
  );

  app.get(
    '/api/account/export-data',
    {
      ...secured,
      schema: {
        summary: 'Export all data of the account',
        operationId: 'exportAccountData',
        tags,
        response: { 200: ZEnvelope(ZExportData) },
      },
    },
    async (req, reply) => {
      const data = await exportData(ctx, currentUser(req));
      void reply.header('content-disposition', 'attachment; filename="my-data.json"');
      return { data };
    },
  );
};
