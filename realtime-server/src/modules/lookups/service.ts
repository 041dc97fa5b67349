import { LOOKUP_KINDS, ONBOARDING_ERR, type LookupPath, type TLookupItem, type TSpecialization } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import { lookupIds, lookupItems, specializations } from './queries.ts';

type LookupKind = (typeof LOOKUP_KINDS)[LookupPath];

export function listLookup(ctx: AppContext, path: LookupPath): Promise<TLookupItem[]> {
  return lookupItems(ctx.db, LOOKUP_KINDS[path]);
}

export function listSpecializations(ctx: AppContext): Promise<TSpecialization[]> {
  return specializations(ctx.db);
}

/** Throws a 400 naming the field when an answer is not one of the list's ids; blank answers pass. */
export async function assertLookupAnswers(
  ctx: AppContext,
  answers: Array<{ field: string; kind: LookupKind; values: Array<string | null | undefined> }>,
): Promise<void> {
  for (const { field, kind, values } of answers) {
    const given = values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (given.length === 0) continue;
    const ids = await lookupIds(ctx.db, kind);
    const unknown = given.find((v) => !ids.has(v));
    if (unknown !== undefined) throw badRequest(ONBOARDING_ERR.UNKNOWN_OPTION(field, unknown), 'UNKNOWN_OPTION');
  }
}

/** Throws a 400 for the first key that is not a known specialization. */
export async function assertSpecializations(ctx: AppContext, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const known = new Set((await specializations(ctx.db)).map((s) => s.key));
  const unknown = keys.find((k) => !known.has(k));
  if (unknown !== undefined) throw badRequest(ONBOARDING_ERR.UNKNOWN_SPECIALIZATION(unknown), 'UNKNOWN_SPECIALIZATION');
  return [...new Set(keys)];
}
