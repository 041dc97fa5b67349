import { z } from 'zod';

/**
 * Where the next page of a list starts: opaque to the web, which sends back the `nextCursor` of
 * the page it holds. (The server writes the sort time in microseconds and the row's id.)
 */
// At most 17 digits (until the year 5000 or so) and a well-formed uuid: PostgreSQL must be able to read both.
export const ZPageCursor = z.string().regex(/^\d{1,17}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Invalid cursor');
export type TPageCursor = z.infer<typeof ZPageCursor>;

/** `limit` of a paged list: at most `max`, `fallback` when not given. */
export const pageLimit = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/** The `limit` and `cursor` of a paged list's query, to spread into it; `cursor` is the last page's `nextCursor`. */
export const pageQueryFields = (fallback: number, max: number) => ({ limit: pageLimit(fallback, max), cursor: ZPageCursor.optional() });
