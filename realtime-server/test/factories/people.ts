import { randomUUID } from 'node:crypto';
import { ROLE, type RoleId } from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppServer } from '../../src/app.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { insertUser } from '../../src/modules/users/queries.ts';

let counter = 0;
/** A unique address for this test run. */
export const uniqueEmail = (label = 'user') => `${label}-${Date.now().toString(36)}-${counter++}-${randomUUID().slice(0, 6)}@example.test`;

export interface BuiltUser {
  user: UserRow;
  password: string;
  token: string;
}

/** Inserts a user straight into the database and signs a token for it. */
export async function buildUser(
  server: AppServer,
  opts: { role?: RoleId; verified?: boolean; onboarded?: boolean; email?: string; password?: string; firstName?: string } = {},
): Promise<BuiltUser> {
  const password = opts.password ?? 'correct-horse-battery';
  const user = await insertUser(server.ctx.db, {
    firstName: opts.firstName ?? 'Test',
    lastName: 'User',
    preferredName: null,
    email: opts.email ?? uniqueEmail(),
    passwordHash: await hashPassword(password),
    primaryRoleId: opts.role ?? ROLE.CUSTOMER,
    emailVerified: opts.verified ?? true,
    trialEndDate: null,
    onboardingCompletedAt: opts.onboarded ? new Date() : null,
    verifyLockedUntil: null,
    deletedAt: null,
    purgedAt: null,
  });
  return { user, password, token: server.app.signToken(user) };
}

/** Sets a user's time zone (their profile row, made if missing). */
export async function setZone(server: AppServer, userId: string, timeZone: string): Promise<void> {
  await server.ctx.db
    .insertInto('userProfiles')
    .values({ userId, timeZone })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ timeZone }))
    .execute();
}
