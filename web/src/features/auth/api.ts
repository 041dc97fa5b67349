import {
  authEndpoints as e,
  emailVerificationEndpoints as verification,
  type TLoginBody,
  type TRequestPasswordResetBody,
  type TResetPasswordBody,
  type TVerifyEmailBody,
} from '@coach/contract';
import { callData } from '../../lib/api.ts';

const PUBLIC = { token: null };

export const authApi = {
  /** Checks a given token (the stored one, before it is trusted). */
  me: (token: string) => callData(e.getCurrentUser, {}, { token }),
  login: (body: TLoginBody) => callData(e.signIn, { body }, PUBLIC),
  requestPasswordReset: (body: TRequestPasswordResetBody) => callData(e.requestPasswordReset, { body }, PUBLIC),
  resetPassword: (body: TResetPasswordBody) => callData(e.resetPassword, { body }, PUBLIC),
  verifyEmail: (body: TVerifyEmailBody) => callData(verification.verifyEmail, { body }),
  resendVerification: () => callData(verification.resendVerificationCode),
  verificationStatus: () => callData(verification.getVerificationStatus),
};

export const authKeys = {
  verificationStatus: () => ['auth', 'verification-status'] as const,
};
