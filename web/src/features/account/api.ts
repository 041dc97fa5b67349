import type {
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

export const accountApi = {
  profile: () => api<TProfile>('GET', '/api/account/profile'),
  updateProfile: (body: TUpdateProfileBody) => api<TProfile>('PUT', '/api/account/profile', body),
  exportData: () => api<TExportData>('GET', '/api/account/export-data'),
  changeEmail: (body: TChangeEmailBody) => api<TChangeEmailResponse>('POST', '/api/auth/change-email', body),
  changePassword: (body: TChangePasswordBody) => api<TTokenRefresh>('POST', '/api/auth/change-password', body),
  deleteAccount: (body: TDeleteAccountBody) => api<TOk>('POST', '/api/auth/delete-account', body),
};

export const accountKeys = {
  profile: () => ['account', 'profile'] as const,
};
