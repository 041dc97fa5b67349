import type { Kysely } from 'kysely';
import type { Database } from '@coach/db';
import type { TContactBody } from '@coach/contract';

export async function insertContactMessage(db: Kysely<Database>, body: TContactBody, userId: string | null) {
  await db
    .insertInto('contactMessages')
    .values({ userId, name: body.name, email: body.email, inquiryType: body.inquiryType, message: body.message })
    .execute();
}
