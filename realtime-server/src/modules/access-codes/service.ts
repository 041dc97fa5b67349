import { randomInt } from 'node:crypto';
import { ONBOARDING_ERR, type TAccessCode, type TCreateAccessCodeBody, type TValidateAccessCodeResponse } from '@coach/contract';
import type { AccessCodeRow, Db } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  findAccessCode,
  insertAccessCode,
  listAccessCodes as listRows,
  readAccessCodesRequired,
  recordAccessCodeUse,
  setAccessCodeActive as setActiveRow,
  takeAccessCodeUse,
  writeAccessCodesRequired,
} from './queries.ts';

/** What these functions need: the operator script gives them the same two parts as the server. */
export type AccessCodeContext = Pick<AppContext, 'db' | 'clock'>;
export type AccessCodePurpose = 'intake' | 'coach_registration';

/** No I, O, 0 or 1: codes are read aloud and typed from paper. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GENERATED_LENGTH = 8;
/** What a code chosen by an operator may hold: easy to type, and upper-cased the same everywhere. */
const CODE_PATTERN = /^[A-Z0-9_-]{3,64}$/;

export const normaliseAccessCode = (code: string) => code.trim().toUpperCase();

export function generateAccessCode(): string {
  let code = '';
  for (let i = 0; i < GENERATED_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export function toAccessCodeDto(r: AccessCodeRow): TAccessCode {
  return {
    id: r.id,
    code: r.code,
    description: r.description,
    maxUses: r.maxUses,
    useCount: r.useCount,
    expiresAt: r.expiresAt ? r.expiresAt.toISOString() : null,
    isActive: r.isActive,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Why a code cannot be used now, as the text the person sees; undefined when it can. */
function refusal(row: AccessCodeRow | undefined, now: Date): string | undefined {
  if (!row || !row.isActive) return ONBOARDING_ERR.INVALID_ACCESS_CODE;
  if (row.expiresAt && row.expiresAt <= now) return ONBOARDING_ERR.ACCESS_CODE_EXPIRED;
  if (row.maxUses !== null && row.useCount >= row.maxUses) return ONBOARDING_ERR.ACCESS_CODE_USED_UP;
  return undefined;
}

export function accessCodesRequired(ctx: AccessCodeContext): Promise<boolean> {
  return readAccessCodesRequired(ctx.db);
}

export async function setAccessCodesRequired(ctx: AccessCodeContext, required: boolean): Promise<boolean> {
  await writeAccessCodesRequired(ctx.db, required, ctx.clock.now());
  return required;
}

/** Checks a code without using it up. */
export async function validateAccessCode(ctx: AccessCodeContext, code: string): Promise<TValidateAccessCodeResponse> {
  const reason = refusal(await findAccessCode(ctx.db, normaliseAccessCode(code)), ctx.clock.now());
  return reason ? { valid: false, message: reason } : { valid: true, message: ONBOARDING_ERR.ACCESS_CODE_VALID };
}

/** Throws the 400 a sign-up with this code gets, without using the code. */
export async function assertAccessCodeUsable(ctx: AccessCodeContext, code: string): Promise<void> {
  const reason = refusal(await findAccessCode(ctx.db, normaliseAccessCode(code)), ctx.clock.now());
  if (reason) throw new AppError('INVALID_ACCESS_CODE', 400, reason);
}

/**
 * Uses one use of the code for `userId`, inside the caller's transaction (a failed sign-up gives
 * the use back). Throws the 400 with the reason when the code is not usable, also when a
 * concurrent sign-up took its last use.
 */
export async function consumeAccessCode(trx: Db, code: string, userId: string, purpose: AccessCodePurpose, now: Date): Promise<void> {
  const normalised = normaliseAccessCode(code);
  const id = await takeAccessCodeUse(trx, normalised, now);
  if (!id) {
    const reason = refusal(await findAccessCode(trx, normalised), now) ?? ONBOARDING_ERR.ACCESS_CODE_USED_UP;
    throw new AppError('INVALID_ACCESS_CODE', 400, reason);
  }
  await recordAccessCodeUse(trx, { accessCodeId: id, userId, purpose, usedAt: now });
}

/**
 * The sign-up gate: when codes are required, a code must be sent (403 otherwise) and usable
 * (400 with the reason). Returns the code to consume, or null when none is needed.
 */
export async function requiredAccessCode(ctx: AccessCodeContext, code: string | null | undefined): Promise<string | null> {
  if (!(await accessCodesRequired(ctx))) return null;
  const given = code?.trim();
  if (!given) throw new AppError('ACCESS_CODE_REQUIRED', 403, ONBOARDING_ERR.ACCESS_CODE_REQUIRED);
  await assertAccessCodeUsable(ctx, given);
  return given;
}

export async function listAccessCodes(ctx: AccessCodeContext): Promise<TAccessCode[]> {
  return (await listRows(ctx.db)).map(toAccessCodeDto);
}

export async function createAccessCode(
  ctx: AccessCodeContext,
  body: TCreateAccessCodeBody,
  createdBy: string | null,
): Promise<TAccessCode> {
  const values = {
    description: body.description?.trim() || null,
    maxUses: body.maxUses ?? null,
    expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
    createdBy,
    createdAt: ctx.clock.now(),
  };
  if (body.code) {
    const code = normaliseAccessCode(body.code);
    if (!CODE_PATTERN.test(code)) throw badRequest(ONBOARDING_ERR.ACCESS_CODE_FORMAT, 'ACCESS_CODE_FORMAT');
    const row = await insertAccessCode(ctx.db, { ...values, code });
    if (!row) throw conflict(ONBOARDING_ERR.ACCESS_CODE_EXISTS, 'ACCESS_CODE_EXISTS');
    return toAccessCodeDto(row);
  }
  // 32^8 codes: a clash is rare, and a fresh draw settles it.
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await insertAccessCode(ctx.db, { ...values, code: generateAccessCode() });
    if (row) return toAccessCodeDto(row);
  }
  throw new Error('could not generate a free access code');
}

export async function setAccessCodeActive(ctx: AccessCodeContext, id: string, isActive: boolean): Promise<TAccessCode> {
  const row = await setActiveRow(ctx.db, id, isActive);
  if (!row) throw notFound(ONBOARDING_ERR.ACCESS_CODE_NOT_FOUND, 'ACCESS_CODE_NOT_FOUND');
  return toAccessCodeDto(row);
}

/** For the operator script, which names codes rather than ids. */
export async function setAccessCodeActiveByCode(ctx: AccessCodeContext, code: string, isActive: boolean): Promise<TAccessCode> {
  const row = await findAccessCode(ctx.db, normaliseAccessCode(code));
  if (!row) throw notFound(ONBOARDING_ERR.ACCESS_CODE_NOT_FOUND, 'ACCESS_CODE_NOT_FOUND');
  return setAccessCodeActive(ctx, row.id, isActive);
}
