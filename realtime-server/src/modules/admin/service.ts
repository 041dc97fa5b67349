import type { TAccessCode, TCreateAccessCodeBody } from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { requireAdmin } from '../../lib/roles.ts';
import * as accessCodes from '../access-codes/service.ts';

/** Operator actions: each checks that the caller is an admin (role 4) before anything else. */
export async function accessCodeSetting(ctx: AppContext, user: UserRow): Promise<boolean> {
  requireAdmin(user);
  return accessCodes.accessCodesRequired(ctx);
}

export async function updateAccessCodeSetting(ctx: AppContext, user: UserRow, required: boolean): Promise<boolean> {
  requireAdmin(user);
  return accessCodes.setAccessCodesRequired(ctx, required);
}

export async function listAccessCodes(ctx: AppContext, user: UserRow): Promise<TAccessCode[]> {
  requireAdmin(user);
  return accessCodes.listAccessCodes(ctx);
}

export async function createAccessCode(ctx: AppContext, user: UserRow, body: TCreateAccessCodeBody): Promise<TAccessCode> {
  requireAdmin(user);
  return accessCodes.createAccessCode(ctx, body, user.id);
}

export async function setAccessCodeActive(ctx: AppContext, user: UserRow, id: string, isActive: boolean): Promise<TAccessCode> {
  requireAdmin(user);
  return accessCodes.setAccessCodeActive(ctx, id, isActive);
}
