import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { credentialEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import * as credentials from './credentials-service.ts';

/**
 * GET/POST /api/account/credentials/{certifications|education|experience} and PUT/DELETE
 * .../{kind}/{id}, for coaches (403 for anyone else; another coach's id is a 404).
 */
export const credentialRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const success = { data: { success: true as const } };

  route(app, e.listCertificationCredentials, async (req) => ({
    data: await credentials.listCredentials(ctx, currentUser(req), 'certifications'),
  }));
  route(app, e.createCertificationCredential, async (req) => ({
    data: await credentials.createCertification(ctx, currentUser(req), req.body),
  }));
  route(app, e.updateCertificationCredential, async (req) => ({
    data: await credentials.editCertification(ctx, currentUser(req), req.params.id, req.body),
  }));
  route(app, e.deleteCertificationCredential, async (req) => {
    await credentials.removeCredential(ctx, currentUser(req), 'certifications', req.params.id);
    return success;
  });

  route(app, e.listEducationCredentials, async (req) => ({ data: await credentials.listCredentials(ctx, currentUser(req), 'education') }));
  route(app, e.createEducationCredential, async (req) => ({ data: await credentials.createEducation(ctx, currentUser(req), req.body) }));
  route(app, e.updateEducationCredential, async (req) => ({
    data: await credentials.editEducation(ctx, currentUser(req), req.params.id, req.body),
  }));
  route(app, e.deleteEducationCredential, async (req) => {
    await credentials.removeCredential(ctx, currentUser(req), 'education', req.params.id);
    return success;
  });

  route(app, e.listExperienceCredentials, async (req) => ({
    data: await credentials.listCredentials(ctx, currentUser(req), 'experience'),
  }));
  route(app, e.createExperienceCredential, async (req) => ({ data: await credentials.createExperience(ctx, currentUser(req), req.body) }));
  route(app, e.updateExperienceCredential, async (req) => ({
    data: await credentials.editExperience(ctx, currentUser(req), req.params.id, req.body),
  }));
  route(app, e.deleteExperienceCredential, async (req) => {
    await credentials.removeCredential(ctx, currentUser(req), 'experience', req.params.id);
    return success;
  });
};
