import { z } from 'zod';
import { ZEnvelope, ZIdParams, ZIsoDate } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { ZScheduleDateTime } from './dates.ts';

/** Trimmed and upper-cased everywhere (docs/accounts-and-sign-in.md#access-codes). */
export const ZAccessCodeInput = z
  .string()
  .trim()
  .min(1, 'Please enter an access code')
  .max(64)
  .transform((v) => v.toUpperCase());
export type TAccessCodeInput = z.infer<typeof ZAccessCodeInput>;

export const ZAccessCodeSystemStatus = z.object({ accessCodeRequired: z.boolean() });
export type TAccessCodeSystemStatus = z.infer<typeof ZAccessCodeSystemStatus>;

export const ZValidateAccessCodeBody = z.strictObject({ code: ZAccessCodeInput });
export type TValidateAccessCodeBody = z.infer<typeof ZValidateAccessCodeBody>;
export const ZValidateAccessCodeResponse = z.object({ valid: z.boolean(), message: z.string() });
export type TValidateAccessCodeResponse = z.infer<typeof ZValidateAccessCodeResponse>;

// Admin
export const ZAccessCode = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  useCount: z.number().int(),
  expiresAt: ZIsoDate.nullable(),
  isActive: z.boolean(),
  createdAt: ZIsoDate,
});
export type TAccessCode = z.infer<typeof ZAccessCode>;
export const ZAccessCodeList = z.array(ZAccessCode);
export type TAccessCodeList = z.infer<typeof ZAccessCodeList>;
export const ZAccessCodeParams = ZIdParams;
export type TAccessCodeParams = z.infer<typeof ZAccessCodeParams>;

export const ZCreateAccessCodeBody = z.strictObject({
  /** Generated when absent. */
  code: ZAccessCodeInput.optional(),
  description: z.string().trim().max(200).nullable().optional(),
  maxUses: z.number().int().min(1).max(1_000_000).nullable().optional(),
  expiresAt: ZScheduleDateTime.nullable().optional(),
});
export type TCreateAccessCodeBody = z.infer<typeof ZCreateAccessCodeBody>;

export const ZUpdateAccessCodeBody = z.strictObject({ isActive: z.boolean() });
export type TUpdateAccessCodeBody = z.infer<typeof ZUpdateAccessCodeBody>;
export const ZAccessCodeSetting = z.strictObject({ accessCodeRequired: z.boolean() });
export type TAccessCodeSetting = z.infer<typeof ZAccessCodeSetting>;

/** The sign-up's access code checks, before an account exists. */
export const accessCodeEndpoints = defineEndpoints('Access codes', {
  getAccessCodeRequirement: {
    method: 'GET',
    path: '/api/access-codes/system-status',
    summary: 'Tell whether signing up needs an access code',
    auth: 'public',
    response: ZEnvelope(ZAccessCodeSystemStatus),
  },
  validateAccessCode: {
    method: 'POST',
    path: '/api/access-codes/validate',
    summary: 'Check an access code',
    auth: 'public',
    body: ZValidateAccessCodeBody,
    response: ZEnvelope(ZValidateAccessCodeResponse),
    errors: [429],
  },
});

/** Operator calls; admins (role 4) only, everyone else gets 403. */
export const adminEndpoints = defineEndpoints('Admin', {
  getAccessCodeSetting: {
    method: 'GET',
    path: '/api/admin/settings/access-codes',
    summary: 'Read whether signing up needs an access code',
    auth: 'token',
    response: ZEnvelope(ZAccessCodeSystemStatus),
    errors: [403],
  },
  updateAccessCodeSetting: {
    method: 'PUT',
    path: '/api/admin/settings/access-codes',
    summary: 'Turn the access code requirement on or off',
    auth: 'token',
    body: ZAccessCodeSetting,
    response: ZEnvelope(ZAccessCodeSystemStatus),
    errors: [403],
  },
  listAccessCodes: {
    method: 'GET',
    path: '/api/admin/access-codes',
    summary: 'List the access codes',
    auth: 'token',
    response: ZEnvelope(ZAccessCodeList),
    errors: [403],
  },
  createAccessCode: {
    method: 'POST',
    path: '/api/admin/access-codes',
    summary: 'Create an access code',
    auth: 'token',
    body: ZCreateAccessCodeBody,
    status: 201,
    response: ZEnvelope(ZAccessCode),
    errors: [403, 409],
  },
  setAccessCodeActive: {
    method: 'PUT',
    path: '/api/admin/access-codes/:id',
    summary: 'Turn an access code on or off',
    auth: 'token',
    params: ZAccessCodeParams,
    body: ZUpdateAccessCodeBody,
    response: ZEnvelope(ZAccessCode),
    errors: [403, 404],
  },
});
