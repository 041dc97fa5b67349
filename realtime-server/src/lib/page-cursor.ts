import type { TPageCursor } from '@coach/contract';

/**
 * A list's place: the sort time of the last row given, in microseconds since 1970 (as PostgreSQL
 * keeps it, so no row is skipped or given twice for want of precision), and that row's id.
 */
export interface PagePlace {
  micros: string;
  id: string;
}

export const writeCursor = (place: PagePlace): TPageCursor => `${place.micros}_${place.id}`;

/** The contract's schema has checked the cursor's form already. */
export function readCursor(cursor: TPageCursor): PagePlace {
  const at = cursor.indexOf('_');
  return { micros: cursor.slice(0, at), id: cursor.slice(at + 1).toLowerCase() };
}

/**
 * One page out of `limit + 1` rows read: the first `limit` of them, and where the next page
 * starts when there was one more.
 */
export function toPage<R extends { id: string; sortMicros: string }>(rows: R[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  const nextCursor = rows.length > limit && last ? writeCursor({ micros: last.sortMicros, id: last.id }) : null;
  return { items, nextCursor };
}
