import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, INQUIRY_TYPES, NAME_MAX } from './constants.ts';
import { ERR } from './errors.ts';
import { emailField, requiredError, ZEnvelope, ZOk } from './common.ts';
import { defineEndpoints } from './endpoint.ts';

export const ZContactBody = z.strictObject({
  name: z.string(requiredError(ERR.CONTACT_MISSING)).trim().min(1, ERR.CONTACT_MISSING).max(NAME_MAX),
  email: emailField(ERR.CONTACT_MISSING),
  inquiryType: z.enum(INQUIRY_TYPES, requiredError(ERR.CONTACT_MISSING)),
  message: z.string(requiredError(ERR.CONTACT_MISSING)).trim().min(1, ERR.CONTACT_MISSING).max(CONTACT_MESSAGE_MAX),
});
export type TContactBody = z.infer<typeof ZContactBody>;

/** The contact form, open to visitors and signed-in people alike. */
export const contactEndpoints = defineEndpoints('Contact', {
  sendContactMessage: {
    method: 'POST',
    path: '/api/contact',
    summary: 'Send a message to the team',
    auth: 'optional',
    body: ZContactBody,
    response: ZEnvelope(ZOk),
    errors: [429],
  },
});
