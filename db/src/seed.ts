import { hash } from '@node-rs/argon2';
import { ROLE, TRIAL_DAYS } from '@coach/contract';
import type { Kysely } from 'kysely';
import type { Database } from './types.ts';

export interface DemoAccount {
  role: 'admin' | 'coach' | 'client';
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The demo accounts `npm start` prints. Known passwords: demo data only, never production. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: 'admin', email: 'admin@demo.coach', password: 'demo-admin-2026', firstName: 'Ada', lastName: 'Admin' },
  { role: 'coach', email: 'coach@demo.coach', password: 'demo-coach-2026', firstName: 'Casey', lastName: 'Coach' },
  { role: 'client', email: 'client@demo.coach', password: 'demo-client-2026', firstName: 'Jordan', lastName: 'Client' },
];

const ROLE_OF = { admin: ROLE.ADMIN, coach: ROLE.COACH, client: ROLE.CUSTOMER } as const;

/** Seeds the demo accounts, only when the database has no users yet. Returns whether it seeded. */
export async function seedDemo(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return false;
  await db.transaction().execute(async (trx) => {
    for (const a of DEMO_ACCOUNTS) {
      const user = await trx
        .insertInto('users')
        .values({
          firstName: a.firstName,
          lastName: a.lastName,
          preferredName: null,
          email: a.email,
          passwordHash: await hash(a.password),
          primaryRoleId: ROLE_OF[a.role],
          emailVerified: true,
          trialEndDate: a.role === 'client' ? new Date(now.getTime() + TRIAL_DAYS * 86_400_000) : null,
          onboardingCompletedAt: a.role === 'coach' ? now : null,
          verifyLockedUntil: null,
          deletedAt: null,
          purgedAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('userProfiles').values({ userId: user.id, languages: ['English'] }).execute();
    }
  });
  return true;
}
