import type { Db } from '@coach/db';
import type { AppError } from './errors.ts';

/**
 * "May this person touch this row": every service asks before it reads or writes one (immich's
 * `requireAccess`). Each module declares a rule per kind of row in its `access.ts`: how to find the
 * row as that person may see it, and the 404 to answer otherwise. A row that exists but is not
 * yours answers that same 404, so a stranger cannot tell it from a missing id.
 */
export interface AccessRule<Row, Id = string> {
  /** The row when `userId` may touch it; undefined when it does not exist or is not theirs. */
  find(db: Db, userId: string, id: Id, options: { forUpdate: boolean }): Promise<Row | undefined>;
  /** What a stranger and a missing id both get. */
  notFound(): AppError;
}

/** Declares a rule (the type of its row and id are inferred from `find`). */
export const defineAccess = <Row, Id = string>(rule: AccessRule<Row, Id>): AccessRule<Row, Id> => rule;

/**
 * A rule for a row with one owner: `load` finds it by id (locked with `forUpdate`), and it is yours
 * when `ownerOf` names you.
 */
export const ownedRowAccess = <Row, Id = string>(
  load: (db: Db, id: Id, forUpdate: boolean) => Promise<Row | undefined>,
  ownerOf: (row: Row) => string | null,
  notFound: () => AppError,
): AccessRule<Row, Id> => ({
  async find(db, userId, id, { forUpdate }) {
    const row = await load(db, id, forUpdate);
    return row && ownerOf(row) === userId ? row : undefined;
  },
  notFound,
});

/**
 * The row `user` may touch, or the rule's 404. With `forUpdate`, the rule locks the row for the
 * transaction `db` is (a change reads and writes it in one).
 */
export async function requireAccess<Row, Id>(
  db: Db,
  rule: AccessRule<Row, Id>,
  user: { id: string },
  id: Id,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<Row> {
  const row = await rule.find(db, user.id, id, { forUpdate });
  if (row === undefined) throw rule.notFound();
  return row;
}
