import type { Migration } from 'kysely';
import * as m20261122120000 from './20261122120000_create_users.ts';
import * as m20261122120100 from './20261122120100_create_verification_codes.ts';
import * as m20261122120200 from './20261122120200_create_password_reset_tokens.ts';
import * as m20261122120300 from './20261122120300_create_contact_messages.ts';
import * as m20261122120400 from './20261122120400_create_outbound_emails.ts';
import * as m20261122120500 from './20261122120500_create_system_settings.ts';
import * as m20261122120600 from './20261122120600_create_jobs.ts';
import * as m20261122130000 from './20261122130000_create_lookups.ts';
import * as m20261122130100 from './20261122130100_create_access_codes.ts';
import * as m20261122130200 from './20261122130200_create_coach_profiles.ts';
import * as m20261122130300 from './20261122130300_create_rooms.ts';
import * as m20261122130400 from './20261122130400_create_coach_clients.ts';
import * as m20261122130500 from './20261122130500_create_invites.ts';
import * as m20261122130600 from './20261122130600_create_intake.ts';
import * as m20261122150000 from './20261122150000_create_messages.ts';
import * as m20261122160000 from './20261122160000_index_messages_room_created.ts';
import * as m20261122170000 from './20261122170000_create_goals.ts';
import * as m20261123090000 from './20261123090000_notify_read_cache.ts';
import * as m20261123100000 from './20261123100000_room_counters.ts';
import * as m20261123110000 from './20261123110000_announce_stored_messages.ts';
import * as m20261122140000 from './20261122140000_index_intake_events_session.ts';
import * as m20261125150000 from './20261125150000_forget_unaccepted_invite_names.ts';
import * as m20261125151000 from './20261125151000_index_paged_lists.ts';
import * as m20261126093000 from './20261126093000_notify_slots_cache.ts';
import * as m20261128090000 from './20261128090000_create_billing.ts';
import * as m20261129090000 from './20261129090000_coach_workspace.ts';
import * as m20261129100000 from './20261129100000_index_messages_room_user.ts';
import * as m20261129110000 from './20261129110000_index_notes_updated.ts';
import * as m20261130090000 from './20261130090000_profiles_credentials.ts';
import * as m20261130100000 from './20261130100000_create_uploads.ts';
import * as m20261130110000 from './20261130110000_coach_directory.ts';
import * as m20261130113000 from './20261130113000_credential_documents_index.ts';
import * as m20261202090000 from './20261202090000_dev_checkout_trial_end.ts';
import * as m20261202093000 from './20261202093000_upload_declared_size.ts';
import * as m20261203090000 from './20261203090000_preferences_intake_scale.ts';
import * as m20261127090000 from './20261127090000_create_video_room.ts';
import * as m20261126090000 from './20261126090000_create_sessions.ts';
import * as m20261125160000 from './20261125160000_add_profile_pronouns.ts';
import * as m20261126091000 from './20261126091000_index_invites_by_status.ts';
import * as m20261126092000 from './20261126092000_add_email_attachments.ts';
import * as m20261204090000 from './20261204090000_knock_client_answer.ts';

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
  '20261122130000_create_lookups': m20261122130000,
  '20261122130100_create_access_codes': m20261122130100,
  '20261122130200_create_coach_profiles': m20261122130200,
  '20261122130300_create_rooms': m20261122130300,
  '20261122130400_create_coach_clients': m20261122130400,
  '20261122130500_create_invites': m20261122130500,
  '20261122130600_create_intake': m20261122130600,
  '20261122140000_index_intake_events_session': m20261122140000,
  '20261122150000_create_messages': m20261122150000,
  '20261122160000_index_messages_room_created': m20261122160000,
  '20261122170000_create_goals': m20261122170000,
  '20261123090000_notify_read_cache': m20261123090000,
  '20261123100000_room_counters': m20261123100000,
  '20261123110000_announce_stored_messages': m20261123110000,
  '20261125150000_forget_unaccepted_invite_names': m20261125150000,
  '20261125151000_index_paged_lists': m20261125151000,
  '20261125160000_add_profile_pronouns': m20261125160000,
  '20261126090000_create_sessions': m20261126090000,
  '20261126091000_index_invites_by_status': m20261126091000,
  '20261126092000_add_email_attachments': m20261126092000,
  '20261126093000_notify_slots_cache': m20261126093000,
  '20261127090000_create_video_room': m20261127090000,
  '20261128090000_create_billing': m20261128090000,
  '20261129090000_coach_workspace': m20261129090000,
  '20261129100000_index_messages_room_user': m20261129100000,
  '20261129110000_index_notes_updated': m20261129110000,
  '20261130090000_profiles_credentials': m20261130090000,
  '20261130100000_create_uploads': m20261130100000,
  '20261130110000_coach_directory': m20261130110000,
  '20261130113000_credential_documents_index': m20261130113000,
  '20261202090000_dev_checkout_trial_end': m20261202090000,
  '20261202093000_upload_declared_size': m20261202093000,
  '20261203090000_preferences_intake_scale': m20261203090000,
  '20261204090000_knock_client_answer': m20261204090000,
};
