import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccessCode,
  ZAccessCodeList,
  ZAccessCodeParams,
  ZAccessCodeSetting,
  ZAccessCodeSystemStatus,
  ZCreateAccessCodeBody,
  ZEnvelope,
  ZUpdateAccessCodeBody,
} from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as admin from './service.ts';

/** Operator calls; admins (role 4) only, everyone else gets 403. */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Admin'];
  const secured = { onRequest: app.authenticate };

  app.get(
    '/api/admin/settings/access-codes',
    {
      ...secured,
      schema: {
        summary: 'Read whether signing up needs an access code',
        operationId: 'getAccessCodeSetting',
        errors: [403],
        tags,
        response: { 200: ZEnvelope(ZAccessCodeSystemStatus) },
      },
    },
    async (req) => ({ data: { accessCodeRequired: await admin.accessCodeSetting(ctx, currentUser(req)) } }),
  );

  app.put(
    '/api/admin/settings/access-codes',
    {
      ...secured,
      schema: {
        summary: 'Turn the access code requirement on or off',
        operationId: 'updateAccessCodeSetting',
        errors: [403],
        tags,
        body: ZAccessCodeSetting,
        response: { 200: ZEnvelope(ZAccessCodeSystemStatus) },
      },
    },
    async (req) => ({
      data: { accessCodeRequired: await admin.updateAccessCodeSetting(ctx, currentUser(req), req.body.accessCodeRequired) },
    }),
  );

  app.get(
    '/api/admin/access-codes',
    {
      ...secured,
      schema: {
        summary: 'List the access codes',
        operationId: 'listAccessCodes',
        errors: [403],
        tags,
        response: { 200: ZEnvelope(ZAccessCodeList) },
      },
    },
    async (req) => ({
      data: await admin.listAccessCodes(ctx, currentUser(req)),
    }),
  );

  app.post(
    '/api/admin/access-codes',
    {
      ...secured,
      schema: {
        summary: 'Create an access code',
        operationId: 'createAccessCode',
        errors: [403, 409],
        tags,
        body: ZCreateAccessCodeBody,
        response: { 201: ZEnvelope(ZAccessCode) },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await admin.createAccessCode(ctx, currentUser(req), req.body) }),
  );

  app.put(
    '/api/admin/access-codes/:id',
    {
      ...secured,
      schema: {
        summary: 'Turn an access code on or off',
        operationId: 'setAccessCodeActive',
        errors: [403, 404],
        tags,
        params: ZAccessCodeParams,
        body: ZUpdateAccessCodeBody,
        response: { 200: ZEnvelope(ZAccessCode) },
      },
    },
    async (req) => ({ data: await admin.setAccessCodeActive(ctx, currentUser(req), req.params.id, req.body.isActive) }),
  );
};
