import { z } from 'zod';
import { optionalText, ZEnvelope, ZId, ZSuccess } from './common.ts';
import { DATE_ERR, dayWithin, isCalendarDay, LIFE_YEARS } from './dates.ts';
import { defineEndpoints } from './endpoint.ts';
import {
  CREDENTIAL_DESCRIPTION_MAX,
  PROFILE_ERR,
  PROFILE_TEXT_MAX,
  ZCertification,
  ZEducation,
  ZExperience,
  type CredentialKind,
} from './profile.ts';

/** A coach's credentials: the bodies and the calls of /api/account/credentials/{kind}. */

// ---------------------------------------------------------------------------------------------
// /api/account/credentials/{certifications|education|experience}[/{id}] (coaches)

/** A calendar day, YYYY-MM-DD that exists, of a person's life's years; '' (an emptied date input) clears it like null. */
const ZCredentialDate = z
  .string()
  .refine((d) => d === '' || isCalendarDay(d), { message: PROFILE_ERR.DATE_INVALID, abort: true })
  .refine((d) => d === '' || dayWithin(d, LIFE_YEARS), DATE_ERR.YEAR_RANGE(LIFE_YEARS.min, LIFE_YEARS.max))
  .nullable();
const credText = (max: number) => z.string().trim().max(max);

// No save-time rules beyond shape and length (docs/profiles-and-directory.md#credentials).
export const ZCertificationBody = z.strictObject({
  name: credText(PROFILE_TEXT_MAX).optional(),
  issuingBody: optionalText(PROFILE_TEXT_MAX),
  issueDate: ZCredentialDate.optional(),
  expiryDate: ZCredentialDate.optional(),
  credentialId: optionalText(100),
});
export type TCertificationBody = z.infer<typeof ZCertificationBody>;

export const ZEducationBody = z.strictObject({
  institution: credText(PROFILE_TEXT_MAX).optional(),
  degree: credText(PROFILE_TEXT_MAX).optional(),
  fieldOfStudy: optionalText(PROFILE_TEXT_MAX),
  graduationYear: z.number().int().min(1900).max(2100).nullable().optional(),
  isOngoing: z.boolean().optional(),
});
export type TEducationBody = z.infer<typeof ZEducationBody>;

export const ZExperienceBody = z.strictObject({
  title: credText(PROFILE_TEXT_MAX).optional(),
  company: credText(PROFILE_TEXT_MAX).optional(),
  startDate: ZCredentialDate.optional(),
  endDate: ZCredentialDate.optional(),
  isCurrent: z.boolean().optional(),
  description: optionalText(CREDENTIAL_DESCRIPTION_MAX),
});
export type TExperienceBody = z.infer<typeof ZExperienceBody>;

export const ZCredentialParams = z.strictObject({ id: ZId });
export type TCredentialParams = z.infer<typeof ZCredentialParams>;
// A kind's four calls; `one` names a single entry in the summaries.
const listCredentials = <I extends z.ZodType>(kind: CredentialKind, item: I) =>
  ({
    method: 'GET',
    path: `/api/account/credentials/${kind}`,
    summary: `List the coach's ${kind}`,
    auth: 'token',
    response: ZEnvelope(z.array(item)),
    errors: [403],
  }) as const;
const createCredential = <B extends z.ZodType, I extends z.ZodType>(kind: CredentialKind, one: string, body: B, item: I) =>
  ({
    method: 'POST',
    path: `/api/account/credentials/${kind}`,
    summary: `Add a ${one} (placeholders for what is left out)`,
    auth: 'token',
    body,
    status: 201,
    response: ZEnvelope(item),
    errors: [403, 409],
  }) as const;
const updateCredential = <B extends z.ZodType, I extends z.ZodType>(kind: CredentialKind, one: string, body: B, item: I) =>
  ({
    method: 'PUT',
    path: `/api/account/credentials/${kind}/:id`,
    summary: `Update a ${one} of the coach`,
    auth: 'token',
    params: ZCredentialParams,
    body,
    response: ZEnvelope(item),
    errors: [403, 404],
  }) as const;
const deleteCredential = (kind: CredentialKind, one: string) =>
  ({
    method: 'DELETE',
    path: `/api/account/credentials/${kind}/:id`,
    summary: `Delete a ${one} of the coach`,
    auth: 'token',
    params: ZCredentialParams,
    response: ZEnvelope(ZSuccess),
    errors: [403, 404],
  }) as const;

/**
 * GET/POST /api/account/credentials/{certifications|education|experience} and PUT/DELETE
 * .../{kind}/{id}, for coaches (403 for anyone else; another coach's id is a 404).
 */
export const credentialEndpoints = defineEndpoints('Account', {
  listCertificationCredentials: listCredentials('certifications', ZCertification),
  createCertificationCredential: createCredential('certifications', 'certification', ZCertificationBody, ZCertification),
  updateCertificationCredential: updateCredential('certifications', 'certification', ZCertificationBody, ZCertification),
  deleteCertificationCredential: deleteCredential('certifications', 'certification'),
  listEducationCredentials: listCredentials('education', ZEducation),
  createEducationCredential: createCredential('education', 'education entry', ZEducationBody, ZEducation),
  updateEducationCredential: updateCredential('education', 'education entry', ZEducationBody, ZEducation),
  deleteEducationCredential: deleteCredential('education', 'education entry'),
  listExperienceCredentials: listCredentials('experience', ZExperience),
  createExperienceCredential: createCredential('experience', 'experience entry', ZExperienceBody, ZExperience),
  updateExperienceCredential: updateCredential('experience', 'experience entry', ZExperienceBody, ZExperience),
  deleteExperienceCredential: deleteCredential('experience', 'experience entry'),
});
