import type { Migration } from 'kysely';
import * as m20261122120000 from './20261122120000_create_users.ts';
import * as m20261122120100 from './20261122120100_create_verification_codes.ts';
import * as m20261122120200 from './20261122120200_create_password_reset_tokens.ts';
import * as m20261122120300 from './20261122120300_create_contact_messages.ts';
import * as m20261122120400 from './20261122120400_create_outbound_emails.ts';
import * as m20261122120500 from './20261122120500_create_system_settings.ts';
import * as m20261122120600 from './20261122120600_create_jobs.ts';

/**
 * Every migration, by name. A static list (not a folder scan) so that vitest and tsx load
 * them the same way; add new ones at the end and never edit one that has landed.
 */
export const migrations: Record<string, Migration> = {
  '20261122120000_create_users': m20261122120000,
  '20261122120100_create_verification_codes': m20261122120100,
  '20261122120200_create_password_reset_tokens': m20261122120200,
  '20261122120300_create_contact_messages': m20261122120300,
  '20261122120400_create_outbound_emails': m20261122120400,
  '20261122120500_create_system_settings': m20261122120500,
  '20261122120600_create_jobs': m20261122120600,
};
