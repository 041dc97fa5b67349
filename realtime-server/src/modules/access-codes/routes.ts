import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAccessCodeSystemStatus, ZEnvelope, ZValidateAccessCodeBody, ZValidateAccessCodeResponse } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { enforceRateLimit } from '../../plugins/route-limits.ts';
import { accessCodesRequired, validateAccessCode } from './service.ts';

export const accessCodeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Access codes'];

  app.get(
    '/api/access-codes/system-status',
    {
      schema: {
        summary: 'Tell whether signing up needs an access code',
        operationId: 'getAccessCodeRequirement',
        tags,
        response: { 200: ZEnvelope(ZAccessCodeSystemStatus) },
      },
    },
    async () => ({ data: { accessCodeRequired: await accessCodesRequired(ctx) } }),
  );

  app.post(
    '/api/access-codes/validate',
    {
      schema: {
        summary: 'Check an access code',
        operationId: 'validateAccessCode',
        errors: [429],
        tags,
        body: ZValidateAccessCodeBody,
        response: { 200: ZEnvelope(ZValidateAccessCodeResponse) },
      },
    },
    async (req) => {
      await enforceRateLimit(ctx, req, 'access-code');
      return { data: await validateAccessCode(ctx, req.body.code) };
    },
  );
};
