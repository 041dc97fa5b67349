import {
  CREDENTIAL_PLACEHOLDERS,
  CREDENTIALS_PER_KIND_MAX,
  PROFILE_ERR,
  ROLE,
  storedFileUrlOf,
  type CredentialKind,
  type TCertification,
  type TCertificationBody,
  type TEducation,
  type TEducationBody,
  type TExperience,
  type TExperienceBody,
} from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  countCredentials,
  deleteCredential,
  insertCertification,
  insertEducation,
  insertExperience,
  listCertifications,
  listEducation,
  listExperience,
  updateCertification,
  updateEducation,
  updateExperience,
  type CertificationRow,
  type EducationRow,
  type ExperienceRow,
} from './credential-queries.ts';

/*
 * A coach's credentials: certifications, education, experience
 * (docs/profiles-and-directory.md#credentials). Every call checks first that the caller is a coach
 * (403 otherwise), and every write names the owner with the id, so a row of another coach is a 404
 * like one that does not exist. verificationStatus is never written: it stays 'pending' until a
 * verification process exists.
 */

const iso = (d: Date) => d.toISOString();
const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim());
/** Text of a required column: the client may blank it (no save-time rules), the column keeps ''. */
const textOrEmpty = (v: string | undefined) => (v === undefined ? undefined : v.trim());
/** An emptied date input ('') clears the date like null. */
const day = (v: string | null | undefined) => (v === undefined ? undefined : v === '' ? null : v);
const defined = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };

function requireCoachForCredentials(user: UserRow): void {
  if (user.primaryRoleId !== ROLE.COACH) throw new AppError('CREDENTIALS_COACHES_ONLY', 403, PROFILE_ERR.CREDENTIALS_COACHES_ONLY);
}

const notYours = (kind: CredentialKind) => notFound(PROFILE_ERR.CREDENTIAL_NOT_FOUND[kind], 'CREDENTIAL_NOT_FOUND');

export function toCertification(r: CertificationRow): TCertification {
  return {
    id: r.id,
    name: r.name,
    issuingBody: r.issuingBody,
    issueDate: r.issueDate,
    expiryDate: r.expiryDate,
    credentialId: r.credentialId,
    documentUrl: storedFileUrlOf(r.documentKey),
    verificationStatus: r.verificationStatus,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

const toEducation = (r: EducationRow): TEducation => ({ ...r, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) });
const toExperience = (r: ExperienceRow): TExperience => ({ ...r, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) });

/** All three lists of a coach, for the extended profile (the caller checked the role). */
export async function credentialLists(ctx: AppContext, userId: string) {
  const [certifications, education, experience] = await Promise.all([
    listCertifications(ctx.db, userId),
    listEducation(ctx.db, userId),
    listExperience(ctx.db, userId),
  ]);
  return {
    certifications: certifications.map(toCertification),
    education: education.map(toEducation),
    experience: experience.map(toExperience),
  };
}

export async function listCredentials(ctx: AppContext, user: UserRow, kind: 'certifications'): Promise<TCertification[]>;
export async function listCredentials(ctx: AppContext, user: UserRow, kind: 'education'): Promise<TEducation[]>;
export async function listCredentials(ctx: AppContext, user: UserRow, kind: 'experience'): Promise<TExperience[]>;
export async function listCredentials(ctx: AppContext, user: UserRow, kind: CredentialKind) {
  requireCoachForCredentials(user);
  if (kind === 'certifications') return (await listCertifications(ctx.db, user.id)).map(toCertification);
  if (kind === 'education') return (await listEducation(ctx.db, user.id)).map(toEducation);
  return (await listExperience(ctx.db, user.id)).map(toExperience);
}

/** Creation checks the role and the per-kind cap, then inserts with the placeholders for what is missing. */
async function beforeCreate(ctx: AppContext, user: UserRow, kind: CredentialKind): Promise<void> {
  requireCoachForCredentials(user);
  if ((await countCredentials(ctx.db, kind, user.id)) >= CREDENTIALS_PER_KIND_MAX) {
    throw new AppError('CREDENTIALS_LIMIT', 409, PROFILE_ERR.CREDENTIALS_LIMIT(kind));
  }
}

const changed = (ctx: AppContext, user: UserRow, kind: CredentialKind) =>
  ctx.events.publish('profile.changed', { userId: user.id, sections: [kind] });

export async function createCertification(ctx: AppContext, user: UserRow, body: TCertificationBody): Promise<TCertification> {
  await beforeCreate(ctx, user, 'certifications');
  const row = await insertCertification(ctx.db, {
    userId: user.id,
    name: textOrEmpty(body.name) ?? CREDENTIAL_PLACEHOLDERS.certifications.name,
    issuingBody: blankToNull(body.issuingBody) ?? null,
    issueDate: day(body.issueDate) ?? null,
    expiryDate: day(body.expiryDate) ?? null,
    credentialId: blankToNull(body.credentialId) ?? null,
    documentKey: null,
  });
  changed(ctx, user, 'certifications');
  return toCertification(row);
}

export async function createEducation(ctx: AppContext, user: UserRow, body: TEducationBody): Promise<TEducation> {
  await beforeCreate(ctx, user, 'education');
  const row = await insertEducation(ctx.db, {
    userId: user.id,
    institution: textOrEmpty(body.institution) ?? CREDENTIAL_PLACEHOLDERS.education.institution,
    degree: textOrEmpty(body.degree) ?? CREDENTIAL_PLACEHOLDERS.education.degree,
    fieldOfStudy: blankToNull(body.fieldOfStudy) ?? null,
    graduationYear: body.graduationYear ?? null,
    isOngoing: body.isOngoing ?? false,
  });
  changed(ctx, user, 'education');
  return toEducation(row);
}

export async function createExperience(ctx: AppContext, user: UserRow, body: TExperienceBody): Promise<TExperience> {
  await beforeCreate(ctx, user, 'experience');
  const row = await insertExperience(ctx.db, {
    userId: user.id,
    title: textOrEmpty(body.title) ?? CREDENTIAL_PLACEHOLDERS.experience.title,
    company: textOrEmpty(body.company) ?? CREDENTIAL_PLACEHOLDERS.experience.company,
    startDate: day(body.startDate) ?? null,
    endDate: day(body.endDate) ?? null,
    isCurrent: body.isCurrent ?? false,
    description: blankToNull(body.description) ?? null,
  });
  changed(ctx, user, 'experience');
  return toExperience(row);
}

export async function editCertification(ctx: AppContext, user: UserRow, id: string, body: TCertificationBody): Promise<TCertification> {
  requireCoachForCredentials(user);
  const patch = defined({
    name: textOrEmpty(body.name),
    issuingBody: blankToNull(body.issuingBody),
    issueDate: day(body.issueDate),
    expiryDate: day(body.expiryDate),
    credentialId: blankToNull(body.credentialId),
  });
  const row = await updateCertification(ctx.db, user.id, id, { ...patch, updatedAt: ctx.clock.now() });
  if (!row) throw notYours('certifications');
  changed(ctx, user, 'certifications');
  return toCertification(row);
}

export async function editEducation(ctx: AppContext, user: UserRow, id: string, body: TEducationBody): Promise<TEducation> {
  requireCoachForCredentials(user);
  const patch = defined({
    institution: textOrEmpty(body.institution),
    degree: textOrEmpty(body.degree),
    fieldOfStudy: blankToNull(body.fieldOfStudy),
    graduationYear: body.graduationYear,
    isOngoing: body.isOngoing,
  });
  const row = await updateEducation(ctx.db, user.id, id, { ...patch, updatedAt: ctx.clock.now() });
  if (!row) throw notYours('education');
  changed(ctx, user, 'education');
  return toEducation(row);
}

export async function editExperience(ctx: AppContext, user: UserRow, id: string, body: TExperienceBody): Promise<TExperience> {
  requireCoachForCredentials(user);
  const patch = defined({
    title: textOrEmpty(body.title),
    company: textOrEmpty(body.company),
    startDate: day(body.startDate),
    endDate: day(body.endDate),
    isCurrent: body.isCurrent,
    description: blankToNull(body.description),
  });
  const row = await updateExperience(ctx.db, user.id, id, { ...patch, updatedAt: ctx.clock.now() });
  if (!row) throw notYours('experience');
  changed(ctx, user, 'experience');
  return toExperience(row);
}

export async function removeCredential(ctx: AppContext, user: UserRow, kind: CredentialKind, id: string): Promise<void> {
  requireCoachForCredentials(user);
  if (!(await deleteCredential(ctx.db, kind, user.id, id))) throw notYours(kind);
  changed(ctx, user, kind);
}
