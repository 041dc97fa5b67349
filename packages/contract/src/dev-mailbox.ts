import { z } from 'zod';
import { ZIsoDate } from './common.ts';

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
