import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCertification,
  ZCertificationBody,
  ZCredentialParams,
  ZEducation,
  ZEducationBody,
  ZEnvelope,
  ZExperience,
  ZExperienceBody,
  ZSuccess,
} from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as credentials from './credentials-service.ts';

/**
 * GET/POST /api/account/credentials/{certifications|education|experience} and PUT/DELETE
 * .../{kind}/{id}, for coaches (403 for anyone else; another coach's id is a 404).
 */
export const credentialRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Account'];
  const secured = { onRequest: app.authenticate };
  const success = { data: { success: true as const } };

  app.get(
    '/api/account/credentials/certifications',
    {
      ...secured,
      schema: {
        summary: "List the coach's certifications",
        operationId: 'listCertificationCredentials',
        errors: [403],
        tags,
        response: { 200: ZEnvelope(ZCertification.array()) },
      },
    },
    async (req) => ({ data: await credentials.listCredentials(ctx, currentUser(req), 'certifications') }),
  );

  app.post(
    '/api/account/credentials/certifications',
    {
      ...secured,
      schema: {
        summary: 'Add a certification (placeholders for what is left out)',
        operationId: 'createCertificationCredential',
        errors: [403, 409],
        tags,
        body: ZCertificationBody,
        response: { 201: ZEnvelope(ZCertification) },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await credentials.createCertification(ctx, currentUser(req), req.body) }),
  );

  app.put(
    '/api/account/credentials/certifications/:id',
    {
      ...secured,
      schema: {
        summary: 'Update a certification of the coach',
        operationId: 'updateCertificationCredential',
        errors: [403, 404],
        tags,
        params: ZCredentialParams,
        body: ZCertificationBody,
        response: { 200: ZEnvelope(ZCertification) },
      },
    },
    async (req) => ({ data: await credentials.editCertification(ctx, currentUser(req), req.params.id, req.body) }),
  );

  app.delete(
    '/api/account/credentials/certifications/:id',
    {
      ...secured,
      schema: {
        summary: 'Delete a certification of the coach',
        operationId: 'deleteCertificationCredential',
        errors: [403, 404],
        tags,
        params: ZCredentialParams,
        response: { 200: ZEnvelope(ZSuccess) },
      },
    },
    async (req) => {
      await credentials.removeCredential(ctx, currentUser(req), 'certifications', req.params.id);
      return success;
    },
  );

  app.get(
    '/api/account/credentials/education',
    {
      ...secured,
      schema: {
        summary: "List the coach's education",
        operationId: 'listEducationCredentials',
        errors: [403],
        tags,
        response: { 200: ZEnvelope(ZEducation.array()) },
      },
    },
    async (req) => ({ data: await credentials.listCredentials(ctx, currentUser(req), 'education') }),
  );

  app.post(
    '/api/account/credentials/education',
    {
      ...secured,
      schema: {
        summary: 'Add a education entry (placeholders for what is left out)',
        operationId: 'createEducationCredential',
        errors: [403, 409],
        tags,
        body: ZEducationBody,
        response: { 201: ZEnvelope(ZEducation) },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await credentials.createEducation(ctx, currentUser(req), req.body) }),
  );

  app.put(
    '/api/account/credentials/education/:id',
    {
      ...secured,
      schema: {
        summary: 'Update a education entry of the coach',
        operationId: 'updateEducationCredential',
        errors: [403, 404],
        tags,
        params: ZCredentialParams,
        body: ZEducationBody,
        response: { 200: ZEnvelope(ZEducation) },
      },
    },
    async (req) => ({ data: await credentials.editEducation(ctx, currentUser(req), req.params.id, req.body) }),
  );

  app.delete(
    '/api/account/credentials/education/:id',
    {
      ...secured,
      schema: {
        summary: 'Delete a education entry of the coach',
        operationId: 'deleteEducationCredential',
        errors: [403, 404],
        tags,
        params: ZCredentialParams,
        response: { 200: ZEnvelope(ZSuccess) },
      },
    },
    async (req) => {
      await credentials.removeCredential(ctx, currentUser(req), 'education', req.params.id);
      return success;
    },
  );

  app.get(
    '/api/account/credentials/experience',
    {
      ...secured,
      schema: {
        summary: "List the coach's experience",
        operationId: 'listExperienceCredentials',
        errors: [403],
        tags,
        response: { 200: ZEnvelope(ZExperience.array()) },
      },
    },
    async (req) => ({ data: await credentials.listCredentials(ctx, currentUser(req), 'experience') }),
  );

  app.post(
    '/api/account/credentials/experience',
    {
      ...secured,
      schema: {
        summary: 'Add a experience entry (placeholders for what is left out)',
        operationId: 'createExperienceCredential',
        errors: [403, 409],
        tags,
        body: ZExperienceBody,
        response: { 201: ZEnvelope(ZExperience) },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await credentials.createExperience(ctx, currentUser(req), req.body) }),
  );

  app.put(
    '/api/account/credentials/experience/:id',
    {
      ...secured,
      schema: {
        summary: 'Update a experience entry of the coach',
        operationId: 'updateExperienceCredential',
        errors: [403, 404],
        tags,
        params: ZCredentialParams,
        body: ZExperienceBody,
        response: { 200: ZEnvelope(ZExperience) },
      },
    },
    async (req) => ({ data: await credentials.editExperience(ctx, currentUser(req), req.params.id, req.body) }),
  );

  app.delete(
    '/api/account/credentials/experience/:id',
    {
      ...secured,
      schema: {
        summary: 'Delete a experience entry of the coach',
        operationId: 'deleteExperienceCredential',
        errors: [403, 404],
        tags,
        params: ZCredentialParams,
        response: { 200: ZEnvelope(ZSuccess) },
      },
    },
    async (req) => {
      await credentials.removeCredential(ctx, currentUser(req), 'experience', req.params.id);
      return success;
    },
  );
};
