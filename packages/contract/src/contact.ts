import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, INQUIRY_TYPES, NAME_MAX } from './constants.ts';
import { ERR } from './errors.ts';
import { ZEmail } from './common.ts';

export const ZContactBody = z.strictObject({
  name: z.string().trim().min(1, ERR.CONTACT_MISSING).max(NAME_MAX),
  email: ZEmail,
  inquiryType: z.enum(INQUIRY_TYPES),
  message: z.string().trim().min(1, ERR.CONTACT_MISSING).max(CONTACT_MESSAGE_MAX),
});
export type TContactBody = z.infer<typeof ZContactBody>;
