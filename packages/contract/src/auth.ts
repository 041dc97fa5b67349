import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN_CHANGE, PASSWORD_MIN_RESET } from './constants.ts';
import { ZFirstName, ZLastName, ZSignUpPassword } from './new-account.ts';
import { ERR } from './errors.ts';
import { EMAIL_PATTERN, personNameFields, requiredError, ZEmail, ZEnvelope, ZId, ZIsoDate, ZOk } from './common.ts';
import { defineEndpoints } from './endpoint.ts';

export const ZRoleName = z.enum(['CUSTOMER', 'COACH', 'AI_COACH', 'ADMIN']);
export type TRoleName = z.infer<typeof ZRoleName>;

export const ZUser = z.object({
  id: ZId,
  ...personNameFields,
  email: z.string(),
  emailVerified: z.boolean(),
  primaryRoleId: z.number().int(),
  primaryRole: z.object({ role: ZRoleName }),
  userType: z.enum(['Customer', 'Coach', 'AICoach', 'Admin']),
  trialEndDate: ZIsoDate.nullable(),
  requiresOnboarding: z.boolean(),
  createdAt: ZIsoDate,
  /** The user's photo (GET /api/storage/files/..., docs/profiles-and-directory.md#uploads), null without one. */
  avatarUrl: z.string().nullable().optional(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZAuthResponse = z.object({
  user: ZUser,
  token: z.string(),
  requiresEmailVerification: z.boolean(),
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZMeResponse = z.object({ user: ZUser, requiresEmailVerification: z.boolean() });
export type TMeResponse = z.infer<typeof ZMeResponse>;

/** A password field; `missing` is the text for an absent or empty one. */
const password = (missing: string) => z.string(requiredError(missing)).max(PASSWORD_MAX).min(1, missing);

export const ZLoginBody = z.strictObject({
  email: z.string(requiredError(ERR.MISSING_FIELDS)).trim().min(1, ERR.MISSING_FIELDS).max(EMAIL_MAX),
  password: password(ERR.MISSING_FIELDS),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZRegisterBody = z.strictObject({
  firstName: ZFirstName,
  lastName: ZLastName,
  email: ZEmail,
  password: ZSignUpPassword,
  /** Needed when the system requires access codes, as for the intake. */
  accessCode: z.string().trim().max(64).optional().nullable(),
});
export type TRegisterBody = z.infer<typeof ZRegisterBody>;

export const ZRequestPasswordResetBody = z.strictObject({
  email: z.string(requiredError(ERR.EMAIL_REQUIRED)).trim().min(1, ERR.EMAIL_REQUIRED).max(EMAIL_MAX),
});
export type TRequestPasswordResetBody = z.infer<typeof ZRequestPasswordResetBody>;
export const ZResetPasswordBody = z.strictObject({
  token: z.string().min(1, ERR.RESET_TOKEN_INVALID).max(200),
  newPassword: z.string(requiredError(ERR.PASSWORD_TOO_SHORT)).max(PASSWORD_MAX).min(PASSWORD_MIN_RESET, ERR.PASSWORD_TOO_SHORT),
});
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;
export const ZChangeEmailBody = z.strictObject({
  newEmail: z
    .string(requiredError(ERR.NEW_EMAIL_REQUIRED))
    .trim()
    .min(1, ERR.NEW_EMAIL_REQUIRED)
    .max(EMAIL_MAX)
    .regex(EMAIL_PATTERN, ERR.EMAIL_INVALID),
  password: password(ERR.PASSWORD_REQUIRED_CONFIRM),
});
export type TChangeEmailBody = z.infer<typeof ZChangeEmailBody>;
/** The new address is unverified until its code is entered; earlier tokens are revoked, this one replaces them. */
export const ZChangeEmailResponse = ZOk.extend({ token: z.string(), user: ZUser });
export type TChangeEmailResponse = z.infer<typeof ZChangeEmailResponse>;
export const ZChangePasswordBody = z.strictObject({
  currentPassword: password(ERR.CURRENT_PASSWORD_REQUIRED),
  newPassword: password(ERR.NEW_PASSWORD_REQUIRED).min(PASSWORD_MIN_CHANGE, ERR.NEW_PASSWORD_TOO_SHORT),
});
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;
/** The password confirms that the person at the keyboard owns the account. */
export const ZDeleteAccountBody = z.strictObject({
  password: password(ERR.PASSWORD_REQUIRED_CONFIRM),
});
export type TDeleteAccountBody = z.infer<typeof ZDeleteAccountBody>;

/** Change password hands back a fresh token: every earlier one is revoked. */
export const ZTokenRefresh = ZOk.extend({ token: z.string(), user: ZUser });
export type TTokenRefresh = z.infer<typeof ZTokenRefresh>;

// Email verification
export const ZVerifyEmailBody = z.strictObject({
  code: z.string(requiredError(ERR.CODE_NEEDS_SIX)).regex(/^\d{6}$/, ERR.CODE_NEEDS_SIX),
});
export type TVerifyEmailBody = z.infer<typeof ZVerifyEmailBody>;
export const ZVerifyEmailResponse = ZOk.extend({ user: ZUser });
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;
export const ZVerificationStatus = z.object({
  emailVerified: z.boolean(),
  remainingAttempts: z.number().int(),
  /** Seconds until the attempts come back; 0 when not locked. */
  timeUntilReset: z.number().int(),
  /** Seconds until another code may be sent. */
  resendAvailableIn: z.number().int(),
});
export type TVerificationStatus = z.infer<typeof ZVerificationStatus>;

/** The sign-in, sign-up and password calls, and the signed-in account's email, password and deletion. */
export const authEndpoints = defineEndpoints('Authentication', {
  signIn: {
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in with email and password',
    auth: 'public',
    body: ZLoginBody,
    response: ZEnvelope(ZAuthResponse),
    errors: [401, 429],
  },
  signUp: {
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Create a client account',
    auth: 'public',
    body: ZRegisterBody,
    status: 201,
    response: ZEnvelope(ZAuthResponse),
    errors: [403, 409, 429],
  },
  getCurrentUser: {
    method: 'GET',
    path: '/api/auth/me',
    summary: 'Read the signed-in user',
    auth: 'token',
    response: ZEnvelope(ZMeResponse),
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    summary: 'Email a password reset link',
    auth: 'public',
    body: ZRequestPasswordResetBody,
    response: ZEnvelope(ZOk),
    errors: [429],
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with a reset token',
    auth: 'public',
    body: ZResetPasswordBody,
    response: ZEnvelope(ZOk),
    errors: [429],
  },
  changeEmail: {
    method: 'POST',
    path: '/api/auth/change-email',
    summary: "Change the account's email address",
    auth: 'token',
    body: ZChangeEmailBody,
    response: ZEnvelope(ZChangeEmailResponse),
    errors: [409, 429],
  },
  changePassword: {
    method: 'POST',
    path: '/api/auth/change-password',
    summary: 'Change the password and sign out other devices',
    auth: 'token',
    body: ZChangePasswordBody,
    response: ZEnvelope(ZTokenRefresh),
    errors: [429],
  },
  deleteAccount: {
    method: 'POST',
    path: '/api/auth/delete-account',
    summary: 'Delete the account',
    auth: 'token',
    body: ZDeleteAccountBody,
    response: ZEnvelope(ZOk),
    errors: [429],
  },
});

/** The email address's verification code (the account screen's path for it is in accountEndpoints). */
export const emailVerificationEndpoints = defineEndpoints('Email verification', {
  verifyEmail: {
    method: 'POST',
    path: '/api/email/verify',
    summary: 'Verify the email address with the emailed code',
    auth: 'token',
    body: ZVerifyEmailBody,
    response: ZEnvelope(ZVerifyEmailResponse),
    errors: [429],
  },
  resendVerificationCode: {
    method: 'POST',
    path: '/api/email/resend-verification',
    summary: 'Send a new verification code',
    auth: 'token',
    response: ZEnvelope(ZOk),
    errors: [400, 429],
  },
  getVerificationStatus: {
    method: 'GET',
    path: '/api/email/verification-status',
    summary: 'Read whether the email address is verified',
    auth: 'token',
    response: ZEnvelope(ZVerificationStatus),
  },
});
