/** Texts of spec 02 §8, word for word. Server texts and web fallbacks both come from here. */
export const ERR = {
  // Authentication
  LOGIN_FAILED_TITLE: 'Login Failed',
  INVALID_CREDENTIALS: 'Invalid email or password.',
  MISSING_INFO_TITLE: 'Missing Information',
  MISSING_FIELDS: 'Please fill in all fields.',
  VERIFICATION_REQUIRED_TITLE: 'Email verification required',
  VERIFICATION_REQUIRED: "We've sent a verification code to your email address.",
  REQUEST_FAILED_TITLE: 'Request Failed',
  REQUEST_FAILED: 'Unable to process your request. Please try again.',
  EMAIL_REQUIRED_TITLE: 'Email Required',
  EMAIL_REQUIRED: 'Please enter your email address.',
  RESET_FAILED_TITLE: 'Reset Failed',
  RESET_FAILED: 'Unable to reset your password. Please try again.',
  RESET_TOKEN_INVALID: 'Invalid or expired reset token.',
  INVALID_RESET_LINK_TITLE: 'Invalid Reset Link',
  INVALID_RESET_LINK: 'This password reset link is invalid or expired.',
  PASSWORD_TOO_SHORT_TITLE: 'Password Too Short',
  PASSWORD_TOO_SHORT: 'Password must be at least 6 characters long.',
  PASSWORDS_DONT_MATCH_TITLE: "Passwords Don't Match",
  PASSWORDS_DONT_MATCH: 'Please make sure both passwords match.',
  EMAIL_ALREADY_REGISTERED:
    'This email is already registered. Please use a different email or try logging in.',
  // Change email
  NEW_EMAIL_REQUIRED: 'New email address is required',
  EMAIL_INVALID: 'Please enter a valid email address',
  NEW_EMAIL_SAME: 'New email must be different from current email',
  PASSWORD_REQUIRED_CONFIRM: 'Password is required to confirm this change',
  CHANGE_EMAIL_FAILED: 'Failed to Change Email',
  WRONG_PASSWORD: 'Password is incorrect',
  EMAIL_IN_USE: 'This email is already in use',
  // Change password
  CURRENT_PASSWORD_REQUIRED: 'Current password is required',
  NEW_PASSWORD_REQUIRED: 'New password is required',
  NEW_PASSWORD_TOO_SHORT: 'New password must be at least 6 characters',
  NEW_PASSWORD_SAME: 'New password must be different from current password',
  CONFIRM_PASSWORD_REQUIRED: 'Please confirm your new password',
  PASSWORDS_DO_NOT_MATCH: 'Passwords do not match',
  CHANGE_PASSWORD_FAILED: 'Failed to Change Password',
  CURRENT_PASSWORD_WRONG: 'Current password is incorrect',
  // Profile
  PROFILE_LOAD_FAILED: 'Failed to load profile data',
  // Email verification
  VERIFICATION_FAILED: 'Verification failed. Please try again.',
  CODE_NEEDS_SIX: 'Please enter a 6-digit code.',
  CODE_INVALID: 'Invalid verification code.',
  ALREADY_VERIFIED: 'Email is already verified.',
  TOO_MANY_ATTEMPTS: (minutes: number) =>
    `Too many attempts. Please wait ${minutes} minutes before trying again.`,
  RESEND_FAILED: 'Failed to resend email. Please try again.',
  // Contact
  CONTACT_MISSING: 'Please fill in all fields',
  CONTACT_FAILED: 'Failed to send message. Please try again.',
  CONTACT_SENT: "Thank you for your message. We'll get back to you soon.",
  // Generic
  UNAUTHORIZED: 'Unauthorized',
  FORBIDDEN: 'Forbidden',
  NOT_FOUND: 'Not found',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  INTERNAL: 'Something went wrong. Please try again.',
} as const;
