import type { Kysely, Transaction } from 'kysely';
import type { Database } from './types.ts';

/** What a query function runs on: the database, or a transaction a service opened on it. */
export type Db = Kysely<Database> | Transaction<Database>;
