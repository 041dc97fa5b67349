import { hash, verify } from '@node-rs/argon2';
import { AI_COACH_USER_ID, COACH_HOURLY_RATE_DEFAULT, ROLE, trialEndFrom } from '@coach/contract';
import type { Kysely } from 'kysely';
import { ensureDemoCredentials, type DemoRole } from './demo-credentials.ts';
import { seedDemoScheduling } from './seed-sessions.ts';
import { seedDemoBilling } from './seed-billing.ts';
import { seedDemoChat } from './seed-chat.ts';
import { seedDemoNotes } from './seed-notes.ts';
import { seedDemoProfiles } from './seed-profile.ts';
import type { Database } from './types.ts';

export interface DemoAccount {
  role: DemoRole;
  email: string;
  firstName: string;
  lastName: string;
}

/** The demo accounts `npm start` prints; their passwords are random, kept in DATA_DIR (demo-credentials.ts). */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: 'admin', email: 'admin@demo.coach', firstName: 'Ada', lastName: 'Admin' },
  { role: 'coach', email: 'coach@demo.coach', firstName: 'Casey', lastName: 'Coach' },
  { role: 'client', email: 'client@demo.coach', firstName: 'Jordan', lastName: 'Client' },
];

const ROLE_OF = { admin: ROLE.ADMIN, coach: ROLE.COACH, client: ROLE.CUSTOMER } as const;

/** The demo passwords versions before DATA_DIR/demo-accounts.json published in their README. */
const PUBLISHED_BEFORE: Record<DemoRole, string> = {
  admin: 'demo-admin-2026',
  coach: 'demo-coach-2026',
  client: 'demo-client-2026',
};

/**
 * A database seeded by an earlier version still lets anyone in with the published passwords: each
 * demo account still on one gets the random password of DATA_DIR/demo-accounts.json (made now when
 * missing), and its earlier tokens are revoked. Returns the roles whose password was replaced.
 */
export async function replacePublishedDemoPasswords(db: Kysely<Database>, dataDir: string): Promise<DemoRole[]> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'passwordHash'])
    .where(
      'email',
      'in',
      DEMO_ACCOUNTS.map((a) => a.email),
    )
    .execute();
  const published: Array<{ id: string; role: DemoRole }> = [];
  for (const a of DEMO_ACCOUNTS) {
    const user = users.find((u) => u.email === a.email);
    if (user?.passwordHash && (await verify(user.passwordHash, PUBLISHED_BEFORE[a.role]).catch(() => false))) {
      published.push({ id: user.id, role: a.role });
    }
  }
  if (!published.length) return [];
  const credentials = ensureDemoCredentials(dataDir, DEMO_ACCOUNTS);
  for (const { id, role } of published) {
    const passwordHash = await hash(credentials[role].password);
    await db
      .updateTable('users')
      .set((eb) => ({ passwordHash, tokenVersion: eb('tokenVersion', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }
  return published.map((p) => p.role);
}

/**
 * Seeds the demo accounts, only when the database has no users yet, with the passwords of
 * `DATA_DIR/demo-accounts.json` (random ones, written there first when it has none). Returns whether it seeded.
 */
export async function seedDemo(db: Kysely<Database>, dataDir: string, now = new Date()): Promise<boolean> {
  // The AI coach exists from the migrations on; "empty" means no people yet.
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('primaryRoleId', '!=', ROLE.AI_COACH)
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return false;
  const credentials = ensureDemoCredentials(dataDir, DEMO_ACCOUNTS);
  await db.transaction().execute(async (trx) => {
    const ids: Partial<Record<DemoAccount['role'], string>> = {};
    for (const a of DEMO_ACCOUNTS) {
      const user = await trx
        .insertInto('users')
        .values({
          firstName: a.firstName,
          lastName: a.lastName,
          preferredName: null,
          email: a.email,
          passwordHash: await hash(credentials[a.role].password),
          primaryRoleId: ROLE_OF[a.role],
          emailVerified: true,
          trialEndDate: a.role === 'client' ? trialEndFrom(now) : null,
          onboardingCompletedAt: a.role === 'coach' ? now : null,
          verifyLockedUntil: null,
          deletedAt: null,
          purgedAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('userProfiles')
        .values({ userId: user.id, languages: ['English'] })
        .execute();
      ids[a.role] = user.id;
    }
    const coachId = ids.coach!;
    const clientId = ids.client!;
    await trx
      .insertInto('coachProfiles')
      .values({
        userId: coachId,
        jobTitle: 'Certified Life Coach',
        organization: 'Demo Coaching',
        coachingExperience: '6-10',
        specializations: ['life', 'career'],
        headline: 'Helping people turn intentions into habits',
        aboutMe: 'I coach people through career changes and new routines, one small step at a time.',
        coachingStyle: 'encouraging',
        philosophy: null,
        industryExperience: null,
        hourlyRate: COACH_HOURLY_RATE_DEFAULT,
        availability: 'Weekdays 09:00-17:00',
        subscriptionTier: 'pro',
      })
      .execute();
    // The demo client works with the demo coach and the AI coach in one room.
    const relation = await trx
      .insertInto('coachClients')
      .values({ coachId, clientId, endedAt: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const room = await trx
      .insertInto('rooms')
      .values({ name: 'Jordan Client', clientId, humanCoachId: coachId, aiCoachId: AI_COACH_USER_ID })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('roomMembers')
      .values([
        { roomId: room.id, userId: clientId, role: 'client' },
        { roomId: room.id, userId: coachId, role: 'coach' },
        { roomId: room.id, userId: AI_COACH_USER_ID, role: 'ai_coach' },
      ])
      .execute();
    await seedDemoScheduling(trx, coachId, clientId, relation.id, now);
    await seedDemoNotes(trx, coachId, clientId, now);
    await seedDemoBilling(trx, clientId, now);
    await seedDemoProfiles(trx, coachId, clientId);
    // Last: the chat's activity days count in the time zones the profiles set.
    await seedDemoChat(trx, coachId, clientId, room.id, now);
  });
  return true;
}
