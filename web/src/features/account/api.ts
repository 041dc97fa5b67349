import type {
  CredentialKind,
  TCertification,
  TCertificationBody,
  TCoachingPreferences,
  TCoachingPreferencesBody,
  TEducation,
  TEducationBody,
  TExperience,
  TExperienceBody,
  TExtendedProfile,
  TExtendedProfileBody,
  TChangeEmailBody,
  TChangeEmailResponse,
  TChangePasswordBody,
  TDeleteAccountBody,
  TExportData,
  TOk,
  TProfile,
  TTokenRefresh,
  TUpdateProfileBody,
} from '@coach/contract';
import { api } from '../../lib/api.ts';

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
  profile: () => api<TProfile>('GET', '/api/account/profile'),
  updateProfile: (body: TUpdateProfileBody) => api<TProfile>('PUT', '/api/account/profile', body),
  exportData: () => api<TExportData>('GET', '/api/account/export-data'),
  changeEmail: (body: TChangeEmailBody) => api<TChangeEmailResponse>('POST', '/api/auth/change-email', body),
  changePassword: (body: TChangePasswordBody) => api<TTokenRefresh>('POST', '/api/auth/change-password', body),
  deleteAccount: (body: TDeleteAccountBody) => api<TOk>('POST', '/api/auth/delete-account', body),
};

export const accountKeys = {
  profile: () => ['account', 'profile'] as const,
  extended: () => ['account', 'profile', 'extended'] as const,
  preferences: () => ['account', 'coaching-preferences'] as const,
};
