import type {
  TAuthResponse,
  TLoginBody,
  TMeResponse,
  TOk,
  TRequestPasswordResetBody,
  TResetPasswordBody,
  TVerificationStatus,
  TVerifyEmailBody,
  TVerifyEmailResponse,
} from '@coach/contract';
import { api } from '../../lib/api.ts';

const PUBLIC = { token: null };

export const authApi = {
  /** Checks a given token (the stored one, before it is trusted). */
  me: (token: string) => api<TMeResponse>('GET', '/api/auth/me', undefined, { token }),
  login: (body: TLoginBody) => api<TAuthResponse>('POST', '/api/auth/login', body, PUBLIC),
  requestPasswordReset: (body: TRequestPasswordResetBody) => api<TOk>('POST', '/api/auth/request-password-reset', body, PUBLIC),
  resetPassword: (body: TResetPasswordBody) => api<TOk>('POST', '/api/auth/reset-password', body, PUBLIC),
  verifyEmail: (body: TVerifyEmailBody) => api<TVerifyEmailResponse>('POST', '/api/email/verify', body),
  resendVerification: () => api<TOk>('POST', '/api/email/resend-verification'),
  verificationStatus: () => api<TVerificationStatus>('GET', '/api/email/verification-status'),
};

export const authKeys = {
  verificationStatus: () => ['auth', 'verification-status'] as const,
};
