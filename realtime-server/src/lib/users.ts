import { ROLE, ROLE_NAME, storedFileUrlOf, type RoleId, type TUser } from '@coach/contract';
import type { UserRow } from '@coach/db';

const USER_TYPE = { 1: 'Customer', 2: 'Coach', 3: 'AICoach', 4: 'Admin' } as const;

/** The public shape of a user (the contract's ZUser); never carries the hash or security counters. */
export function toUserDto(u: UserRow): TUser {
  const roleId = u.primaryRoleId as RoleId;
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    preferredName: u.preferredName,
    email: u.email,
    emailVerified: u.emailVerified,
    primaryRoleId: roleId,
    primaryRole: { role: ROLE_NAME[roleId] },
    userType: USER_TYPE[roleId],
    trialEndDate: u.trialEndDate ? u.trialEndDate.toISOString() : null,
    requiresOnboarding: roleId === ROLE.COACH && !u.onboardingCompletedAt,
    createdAt: u.createdAt.toISOString(),
    avatarUrl: storedFileUrlOf(u.avatarKey),
  };
}
