import { z } from 'zod';
import { ZEnvelope, ZIsoDate } from './common.ts';
import { defineEndpoints } from './endpoint.ts';

/** GET /api/dev/outbox (development only): the emails kept instead of sent, newest first. */
export const ZOutboxQuery = z.object({
  /** Only the emails to this address (any case). */
  to: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TOutboxQuery = z.input<typeof ZOutboxQuery>;

/** A file sent with an email (the .ics of a session email), its text whole. */
export const ZOutboxAttachment = z.object({ filename: z.string(), contentType: z.string(), content: z.string() });
export type TOutboxAttachment = z.infer<typeof ZOutboxAttachment>;

export const ZOutboxEmail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  attachments: z.array(ZOutboxAttachment),
  createdAt: ZIsoDate,
});
export type TOutboxEmail = z.infer<typeof ZOutboxEmail>;
export const ZOutboxEmailList = z.array(ZOutboxEmail);
export type TOutboxEmailList = z.infer<typeof ZOutboxEmailList>;

/** The development mailbox (only while emails go to the outbox; from this machine only unless the development routes are public). */
export const devMailboxEndpoints = defineEndpoints('Development', {
  listOutboxEmails: {
    method: 'GET',
    path: '/api/dev/outbox',
    summary: 'List the emails kept in the development outbox',
    auth: 'public',
    query: ZOutboxQuery,
    response: ZEnvelope(ZOutboxEmailList),
    errors: [404],
  },
  /** The same emails as an HTML page for a person: not a call of the API, so left out of the document. */
  showDevMailbox: {
    method: 'GET',
    path: '/dev/mailbox',
    summary: 'Show the development mailbox',
    auth: 'public',
    hide: true,
  },
});
