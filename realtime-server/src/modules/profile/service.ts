import {
  NO_PROFESSIONAL_INFO,
  COACH_PROFILE_DEFAULTS,
  DEFAULT_TIME_ZONE,
  PROFILE_CURRENCIES,
  PROFILE_ERR,
  PROFILE_YEARS_EXPERIENCE,
  ROLE,
  canonicalTimeZone,
  storedFileUrlOf,
  type ProfileSection,
  type TCoachingPreferences,
  type TCoachingPreferencesBody,
  type TExtendedProfile,
  type TExtendedProfileBody,
  type TExtendedUserProfile,
} from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { profileRow, upsertProfile } from '../account/queries.ts';
import { intakeAnswers } from '../chat/queries.ts';
import { upsertCoachProfile } from '../coaches/queries.ts';
import { updateUser } from '../users/queries.ts';
import { credentialLists } from './credentials-service.ts';
import {
  preferencesRow,
  pronounsOf,
  professionalRow,
  profileExtrasOf,
  savePreferences,
  type PreferencesPatch,
  type ProfessionalPatch,
} from './queries.ts';
import { preferencesOf, professionalFieldsIn, yearsFromRegistration } from './rules.ts';

const isCoach = (user: UserRow) => user.primaryRoleId === ROLE.COACH;
const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v);
const defined = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };

/**
 * The account page of one person. `browserTimeZone` is the zone the browser reports: shown while
 * nobody ever wrote the person's zone; America/New_York (the column's default) when it reports none.
 */
export async function getExtendedProfile(ctx: AppContext, user: UserRow, browserTimeZone?: string): Promise<TExtendedProfile> {
  const coach = isCoach(user);
  const [personal, extras, professional, credentials] = await Promise.all([
    profileRow(ctx.db, user.id),
    profileExtrasOf(ctx.db, user.id),
    coach ? professionalRow(ctx.db, user.id) : undefined,
    coach ? credentialLists(ctx, user.id) : { certifications: [], education: [], experience: [] },
  ]);
  // Until a zone is written (intake, registration, this page) the column holds only the default.
  const browserZone = browserTimeZone ? canonicalTimeZone(browserTimeZone) : null;
  const timeZone = (extras.timeZoneSet ? personal.timeZone : browserZone) ?? personal.timeZone ?? DEFAULT_TIME_ZONE;
  const userProfile: TExtendedUserProfile = {
    phone: personal.phone,
    streetAddress: personal.streetAddress,
    city: personal.city,
    stateProvince: personal.stateProvince,
    postalCode: personal.postalCode,
    country: personal.country,
    timeZone,
    languages: personal.languages ?? [],
    profilePhotoUrl: storedFileUrlOf(extras.avatarKey),
    ...NO_PROFESSIONAL_INFO,
  };
  if (coach) {
    const p = professional;
    Object.assign(userProfile, {
      jobTitle: p?.jobTitle ?? null,
      organization: p?.organization ?? null,
      headline: p?.headline ?? null,
      aboutMe: p?.aboutMe ?? null,
      yearsExperience: oneOf(PROFILE_YEARS_EXPERIENCE, p?.yearsExperience) ?? yearsFromRegistration(p?.coachingExperience ?? null),
      // The defaults for what the coach has not set (docs/profiles-and-directory.md#professional-profile; registration stores no rate).
      hourlyRate: p?.hourlyRate ?? COACH_PROFILE_DEFAULTS.hourlyRate,
      currency: oneOf(PROFILE_CURRENCIES, p?.currency) ?? COACH_PROFILE_DEFAULTS.currency,
      clientCapacity: p?.clientCapacity ?? COACH_PROFILE_DEFAULTS.clientCapacity,
      acceptingClients: p?.acceptingClients ?? COACH_PROFILE_DEFAULTS.acceptingClients,
    } satisfies Partial<TExtendedUserProfile>);
  }
  return {
    id: personal.id,
    firstName: personal.firstName,
    lastName: personal.lastName,
    preferredName: personal.preferredName,
    email: personal.email,
    isCoach: coach,
    userProfile,
    ...credentials,
  };
}

function oneOf<T extends string>(list: readonly T[], value: string | null | undefined): T | null {
  return (list as readonly string[]).includes(value ?? '') ? (value as T) : null;
}

/**
 * Saves the personal fields and, for a coach, the professional ones, in one transaction. A
 * professional field from anyone else is refused (400) rather than dropped, so a client never
 * believes it was saved. Role, verification and trial are not in the body's schema at all.
 */
export async function updateExtendedProfile(ctx: AppContext, user: UserRow, body: TExtendedProfileBody): Promise<TExtendedProfile> {
  const professionalKeys = professionalFieldsIn(body);
  if (professionalKeys.length > 0 && !isCoach(user)) {
    throw new AppError('PROFESSIONAL_COACHES_ONLY', 400, PROFILE_ERR.PROFESSIONAL_COACHES_ONLY, { fields: professionalKeys });
  }
  const { firstName, lastName, preferredName, phone, streetAddress, city, stateProvince, postalCode, country, timeZone, languages } = body;
  const names = defined({ firstName, lastName, preferredName: blankToNull(preferredName) });
  const personal = defined({
    phone: blankToNull(phone),
    streetAddress: blankToNull(streetAddress),
    city: blankToNull(city),
    stateProvince: blankToNull(stateProvince),
    postalCode: blankToNull(postalCode),
    country: blankToNull(country),
    timeZone,
    languages,
  });
  const professional: ProfessionalPatch = defined({
    jobTitle: blankToNull(body.jobTitle),
    organization: blankToNull(body.organization),
    headline: blankToNull(body.headline),
    aboutMe: blankToNull(body.aboutMe),
    yearsExperience: body.yearsExperience,
    hourlyRate: body.hourlyRate,
    currency: body.currency,
    clientCapacity: body.clientCapacity,
    acceptingClients: body.acceptingClients,
  });
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    if (Object.keys(names).length > 0) await updateUser(trx, user.id, { ...names, updatedAt: now });
    if (Object.keys(personal).length > 0) await upsertProfile(trx, user.id, personal);
    if (professionalKeys.length > 0) {
      await upsertCoachProfile(trx, user.id, { ...professional, updatedAt: now }, { hourlyRate: COACH_PROFILE_DEFAULTS.hourlyRate });
    }
  });
  const sections: ProfileSection[] = [];
  if (Object.keys(names).length > 0 || Object.keys(personal).length > 0) sections.push('personal');
  if (professionalKeys.length > 0) sections.push('professional');
  // Names show in the navigation and to others: the existing user.updated carries them.
  if (Object.keys(names).length > 0) ctx.events.publish('user.updated', { userId: user.id });
  if (sections.length > 0) ctx.events.publish('profile.changed', { userId: user.id, sections });
  return getExtendedProfile(ctx, user);
}

/** Coaching preferences are a client's (docs/profiles-and-directory.md#coaching-preferences); a coach gets 403. */
function requireNotCoach(user: UserRow): void {
  if (isCoach(user)) throw new AppError('PREFERENCES_CLIENTS_ONLY', 403, PROFILE_ERR.PREFERENCES_CLIENTS_ONLY);
}

export async function getPreferences(ctx: AppContext, user: UserRow): Promise<TCoachingPreferences> {
  requireNotCoach(user);
  const [saved, intake, pronouns] = await Promise.all([
    preferencesRow(ctx.db, user.id),
    intakeAnswers(ctx.db, user.id),
    pronounsOf(ctx.db, user.id),
  ]);
  return preferencesOf(saved, intake, pronouns);
}

/**
 * Saves what the body names and nothing else: a field left out keeps what it holds, so the
 * intake's answers the client did not change here still show (nothing is written over them).
 */
export async function updatePreferences(ctx: AppContext, user: UserRow, body: TCoachingPreferencesBody): Promise<TCoachingPreferences> {
  requireNotCoach(user);
  const now = ctx.clock.now();
  const patch: PreferencesPatch = defined({
    checkinFrequency: body.checkinFrequency,
    lifeSatisfaction: body.lifeSatisfaction ? defined(body.lifeSatisfaction) : undefined,
    supportAreas: body.supportAreas,
    motivationLevel: body.motivationLevel,
    coachingStyle: body.coachingStyle,
    additionalNotes: body.additionalNotes === undefined ? undefined : (blankToNull(body.additionalNotes) ?? ''),
  });
  await ctx.db.transaction().execute(async (trx) => {
    await savePreferences(trx, user.id, patch, now);
    // Pronouns are one value with the personal profile's.
    if (body.pronouns !== undefined) await upsertProfile(trx, user.id, { pronouns: blankToNull(body.pronouns) ?? null });
  });
  ctx.events.publish('profile.changed', { userId: user.id, sections: ['preferences'] });
  return getPreferences(ctx, user);
}
