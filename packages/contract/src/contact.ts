import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, INQUIRY_TYPES, NAME_MAX } from './constants.ts';
import { ERR } from './errors.ts';
import { emailField, requiredError } from './common.ts';

export const ZContactBody = z.strictObject({
  name: z.string(requiredError(ERR.CONTACT_MISSING)).trim().min(1, ERR.CONTACT_MISSING).max(NAME_MAX),
  email: emailField(ERR.CONTACT_MISSING),
  inquiryType: z.enum(INQUIRY_TYPES, requiredError(ERR.CONTACT_MISSING)),
  message: z.string(requiredError(ERR.CONTACT_MISSING)).trim().min(1, ERR.CONTACT_MISSING).max(CONTACT_MESSAGE_MAX),
});
export type TContactBody = z.infer<typeof ZContactBody>;
