import {
  accountEndpoints,
  authEndpoints,
  credentialEndpoints as c,
  profileEndpoints,
  type CredentialKind,
  type TCertification,
  type TCertificationBody,
  type TCoachingPreferencesBody,
  type TEducation,
  type TEducationBody,
  type TExperience,
  type TExperienceBody,
  type TExtendedProfileBody,
  type TChangeEmailBody,
  type TChangePasswordBody,
  type TDeleteAccountBody,
  type TUpdateProfileBody,
} from '@coach/contract';
import { callData } from '../../lib/api.ts';

/** Each credential kind's row and its create/update body (docs/profiles-and-directory.md#credentials). */
export interface CredentialTypes {
  certifications: { item: TCertification; body: TCertificationBody };
  education: { item: TEducation; body: TEducationBody };
  experience: { item: TExperience; body: TExperienceBody };
}
export type CredentialItem<K extends CredentialKind> = CredentialTypes[K]['item'];
export type CredentialBody<K extends CredentialKind> = CredentialTypes[K]['body'];

/** Each kind's calls of the route table. */
const CREDENTIAL_CALLS = {
  certifications: {
    create: c.createCertificationCredential,
    update: c.updateCertificationCredential,
    remove: c.deleteCertificationCredential,
  },
  education: { create: c.createEducationCredential, update: c.updateEducationCredential, remove: c.deleteEducationCredential },
  experience: { create: c.createExperienceCredential, update: c.updateExperienceCredential, remove: c.deleteExperienceCredential },
} as const;
// One kind's entries stand for all three: the kinds differ in their item and body only (CredentialTypes).
type CreateCall = typeof c.createCertificationCredential;
type UpdateCall = typeof c.updateCertificationCredential;

export const accountApi = {
  /** The browser's zone goes along: the server shows it (without storing it) until one is saved. */
  extendedProfile: (timeZone: string) => callData(profileEndpoints.getExtendedProfile, { query: { timeZone } }),
  updateExtendedProfile: (body: TExtendedProfileBody) => callData(profileEndpoints.updateExtendedProfile, { body }),
  coachingPreferences: () => callData(profileEndpoints.getCoachingPreferences),
  updateCoachingPreferences: (body: TCoachingPreferencesBody) => callData(profileEndpoints.updateCoachingPreferences, { body }),
  addCredential: <K extends CredentialKind>(kind: K, body: CredentialBody<K>) =>
    callData(CREDENTIAL_CALLS[kind].create as CreateCall, { body: body as TCertificationBody }) as Promise<CredentialItem<K>>,
  updateCredential: <K extends CredentialKind>(kind: K, id: string, body: CredentialBody<K>) =>
    callData(CREDENTIAL_CALLS[kind].update as UpdateCall, { params: { id }, body: body as TCertificationBody }) as Promise<
      CredentialItem<K>
    >,
  deleteCredential: (kind: CredentialKind, id: string) => callData(CREDENTIAL_CALLS[kind].remove, { params: { id } }),
  profile: () => callData(accountEndpoints.getProfile),
  updateProfile: (body: TUpdateProfileBody) => callData(accountEndpoints.updateProfile, { body }),
  exportData: () => callData(accountEndpoints.exportAccountData),
  changeEmail: (body: TChangeEmailBody) => callData(authEndpoints.changeEmail, { body }),
  changePassword: (body: TChangePasswordBody) => callData(authEndpoints.changePassword, { body }),
  deleteAccount: (body: TDeleteAccountBody) => callData(authEndpoints.deleteAccount, { body }),
};

export const accountKeys = {
  profile: () => ['account', 'profile'] as const,
  extended: () => ['account', 'profile', 'extended'] as const,
  preferences: () => ['account', 'coaching-preferences'] as const,
};
