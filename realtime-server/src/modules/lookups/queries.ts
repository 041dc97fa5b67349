import type { TLookupItem, TSpecialization } from '@coach/contract';
import type { Db } from '@coach/db';

export function lookupItems(db: Db, kind: string): Promise<TLookupItem[]> {
  return db.selectFrom('lookupItems').select(['id', 'name', 'description']).where('kind', '=', kind).orderBy('sortOrder').execute();
}

/** The ids of one list, to check answers against. */
export async function lookupIds(db: Db, kind: string): Promise<Set<string>> {
  const rows = await db.selectFrom('lookupItems').select('id').where('kind', '=', kind).execute();
  return new Set(rows.map((r) => r.id));
}

export function specializations(db: Db): Promise<TSpecialization[]> {
  return db.selectFrom('specializations').select(['key', 'displayName']).orderBy('sortOrder').execute();
}
