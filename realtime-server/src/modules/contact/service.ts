import type { TContactBody } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { insertContactMessage } from './queries.ts';

export async function submitContact(ctx: AppContext, body: TContactBody, userId: string | null): Promise<void> {
  await insertContactMessage(ctx.db, body, userId);
  ctx.log.info({ inquiryType: body.inquiryType, userId }, 'contact message received');
}
