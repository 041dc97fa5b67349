import { ERR, ONBOARDING_ERR, ROLE } from '@coach/contract';
import type { UserRow } from '@coach/db';
import { AppError } from './errors.ts';

/** Role checks services run first, before anything is read or written. */
export function requireCoach(user: UserRow): void {
  if (user.primaryRoleId !== ROLE.COACH) throw new AppError('NOT_A_COACH', 403, ONBOARDING_ERR.NOT_A_COACH);
}

export function requireAdmin(user: UserRow): void {
  if (user.primaryRoleId !== ROLE.ADMIN) throw new AppError('FORBIDDEN', 403, ERR.FORBIDDEN);
}
