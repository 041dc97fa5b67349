import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from '@coach/migrations';
import type { Database } from './types.ts';

function migrator(db: Kysely<Database>) {
  // Migrations name columns in snake_case themselves: run them without the camel-case plugin.
  return new Migrator({
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
  });
}

function check(result: MigrationResultSet): void {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const err = result.error instanceof Error ? result.error : new Error(String(result.error));
    err.message = `Migration ${failed?.migrationName ?? ''} failed: ${err.message}`;
    throw err;
  }
}

/** Brings the schema up to date; returns the names of the migrations applied now. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const result = await migrator(db).migrateToLatest();
  check(result);
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Undoes every migration (tests of `down`). */
export async function migrateDownAll(db: Kysely<Database>): Promise<void> {
  const m = migrator(db);
  for (;;) {
    const result = await m.migrateDown();
    check(result);
    if (!result.results?.length) return;
  }
}
