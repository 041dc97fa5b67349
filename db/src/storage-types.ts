import type { ColumnType, Generated } from 'kysely';

/**
 * The tables of uploads (migration 20261130100000_create_uploads), part of `Database` in types.ts
 * (docs/profiles-and-directory.md#uploads).
 */
export interface StorageTables {
  uploads: UploadsTable;
}

/** One upload intent: where its bytes land first (tmp_key) and, once finalized, where they are kept (final_key). */
export interface UploadsTable {
  id: Generated<string>;
  userId: string;
  type: 'avatar' | 'credential' | 'document';
  ext: string;
  contentType: string;
  tmpKey: string;
  finalKey: string | null;
  /** Bytes received (integer: the largest type allows 50 MB). */
  size: number | null;
  /** The size the intent declared (migration 20261202093000): the bytes must be exactly as many. Null when none was given. */
  declaredSize: ColumnType<number | null, number | null | undefined, number | null>;
  uploadedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  finalizedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  createdAt: ColumnType<Date, Date | undefined, never>;
}
