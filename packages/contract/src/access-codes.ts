import { z } from 'zod';
import { ZIsoDate } from './common.ts';
import { ZScheduleDateTime } from './dates.ts';

/** Trimmed and upper-cased, as spec §5 asks. */
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
export const ZAccessCodeParams = z.object({ id: z.uuid() });
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
