import {
  accountEndpoints,
  authEndpoints,
  type CredentialKind,
  type TCertification,
  type TCertificationBody,
  type TCoachingPreferences,
  type TCoachingPreferencesBody,
  type TEducation,
  type TEducationBody,
  type TExperience,
  type TExperienceBody,
  type TExtendedProfile,
  type TExtendedProfileBody,
  type TChangeEmailBody,
  type TChangePasswordBody,
  type TDeleteAccountBody,
  type TUpdateProfileBody,
} from '@coach/contract';
import { api, callData } from '../../lib/api.ts';

/** Each credential kind's row and its create/update body (spec §3 Certification, Education, Experience). */
export interface CredentialTypes {
  certifications: { item: TCertification; body: TCertificationBody };
  education: { item: TEducation; body: TEducationBody };
  experience: { item: TExperience; body: TExperienceBody };
}
export type CredentialItem<K extends CredentialKind> = CredentialTypes[K]['item'];
export type CredentialBody<K extends CredentialKind> = CredentialTypes[K]['body'];

export const accountApi = {
  /** The browser's zone goes along: the server shows it (without storing it) until one is saved. */
  extendedProfile: (timeZone: string) =>
    api<TExtendedProfile>('GET', `/api/account/profile/extended?${new URLSearchParams({ timeZone }).toString()}`),
  updateExtendedProfile: (body: TExtendedProfileBody) => api<TExtendedProfile>('PUT', '/api/account/profile/extended', body),
  coachingPreferences: () => api<TCoachingPreferences>('GET', '/api/account/coaching-preferences'),
  updateCoachingPreferences: (body: TCoachingPreferencesBody) =>
    api<TCoachingPreferences>('PUT', '/api/account/coaching-preferences', body),
  addCredential: <K extends CredentialKind>(kind: K, body: CredentialBody<K>) =>
    api<CredentialItem<K>>('POST', `/api/account/credentials/${kind}`, body),
  updateCredential: <K extends CredentialKind>(kind: K, id: string, body: CredentialBody<K>) =>
    api<CredentialItem<K>>('PUT', `/api/account/credentials/${kind}/${encodeURIComponent(id)}`, body),
  deleteCredential: (kind: CredentialKind, id: string) =>
    api<unknown>('DELETE', `/api/account/credentials/${kind}/${encodeURIComponent(id)}`),
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
