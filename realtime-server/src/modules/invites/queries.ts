import type { Kysely, Transaction } from 'kysely';
import type { TInvite } from '@coach/contract';
import type { Database, InviteRow } from '@coach/db';

type Db = Kysely<Database> | Transaction<Database>;

export function toInviteDto(r: InviteRow): TInvite {
  return {
    id: r.id,
    email: r.email,
    coacheeName: r.coacheeName,
    status: r.status,
    sentDate: r.sentAt.toISOString(),
    expiresDate: r.expiresAt.toISOString(),
    personalMessage: r.personalMessage,
    acceptedAt: r.acceptedAt ? r.acceptedAt.toISOString() : null,
  };
}

export async function findInviteDto(db: Db, id: string): Promise<TInvite | undefined> {
  const row = await db.selectFrom('invites').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toInviteDto(row) : undefined;
}
