import { PASSWORD_MIN, ACCOUNT_PURGE_DAYS, SOCKETS_PER_USER_MAX, INVITES_PER_DAY_MAX, INVITES_PER_HOUR_MAX } from './constants.ts';

/** A wait of a 429 text: minutes up to two hours, whole hours beyond. */
const waitText = (minutes: number) =>
  minutes <= 120 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${Math.ceil(minutes / 60)} hours`;

/** The product's texts, word for word (docs/limits-and-errors.md#error-bodies). Server texts and web fallbacks both come from here. */
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
  PASSWORD_TOO_SHORT: `Password must be at least ${PASSWORD_MIN} characters long.`,
  PASSWORDS_DONT_MATCH_TITLE: "Passwords Don't Match",
  PASSWORDS_DONT_MATCH: 'Please make sure both passwords match.',
  EMAIL_ALREADY_REGISTERED: 'This email is already registered. Please use a different email or try logging in.',
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
  NEW_PASSWORD_TOO_SHORT: `New password must be at least ${PASSWORD_MIN} characters`,
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
  TOO_MANY_ATTEMPTS: (minutes: number) => `Too many attempts. Please wait ${minutes} minutes before trying again.`,
  RESEND_FAILED: 'Failed to resend email. Please try again.',
  // Contact
  CONTACT_MISSING: 'Please fill in all fields',
  CONTACT_FAILED: 'Failed to send message. Please try again.',
  CONTACT_SENT: "Thank you for your message. We'll get back to you soon.",
  // Chat
  MESSAGE_NOT_FOUND: 'Message not found',
  CLIENT_NOT_FOUND: 'Client not found',
  // Generic
  UNAUTHORIZED: 'Unauthorized',
  WEBHOOK_MALFORMED: 'Malformed event',
  FORBIDDEN: 'Forbidden',
  NOT_FOUND: 'Not found',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  INTERNAL: 'Something went wrong. Please try again.',
  /** A 503 while the database cannot be reached: the request may be sent again shortly. */
  UNAVAILABLE: 'The service is briefly unavailable. Please try again in a moment.',
  /** The socket handshake's refusal past SOCKETS_PER_USER_MAX. */
  TOO_MANY_SOCKETS: `Too many open connections for this account (at most ${SOCKETS_PER_USER_MAX}). Close a few tabs or devices and try again.`,
} as const;

/** What the server says in a success's `message` (the web shows it as sent). */
export const DONE = {
  PASSWORD_RESET_REQUESTED: 'If an account exists for that email, we have sent a link to reset the password.',
  PASSWORD_RESET: 'Your password has been reset. You can now sign in.',
  EMAIL_CHANGED: 'Email changed. We sent a verification code to your new address.',
  PASSWORD_CHANGED: 'Password changed. Other devices have been signed out.',
  ACCOUNT_DELETED: `Your account was deleted. Your personal data will be removed within ${ACCOUNT_PURGE_DAYS} days.`,
  EMAIL_VERIFIED: 'Email verified.',
  CODE_RESENT: 'A new verification code is on its way.',
  EVENT_RECORDED: 'Event recorded',
} as const;

/** The texts of onboarding, intake, registration and invites. */
export const ONBOARDING_ERR = {
  INVALID_INVITATION_TITLE: 'Invalid Invitation',
  INVALID_INVITATION: 'This invitation link is no longer valid.',
  INVALID_INVITE_LINK: 'Invalid invite link',
  INVITE_NO_LONGER_VALID: 'This invitation is no longer valid',
  INVITE_EMAIL_MISMATCH: 'This invitation was sent to a different email address.',
  FAILED_TO_VERIFY_EMAIL: 'Failed to verify email',
  ACCESS_REQUIRED_TITLE: 'Beta Access Required',
  INVALID_ACCESS_CODE: 'Invalid access code',
  ACCESS_CODE_REQUIRED: 'An access code is required to sign up during the beta.',
  ACCESS_CODE_USED_UP: 'This access code has reached its limit.',
  ACCESS_CODE_EXPIRED: 'This access code has expired.',
  ACCESS_CODE_VALID: 'Access code accepted.',
  INTAKE_FAILED_TITLE: 'Error completing intake',
  INTAKE_FAILED: 'Please try again.',
  EMAIL_AVAILABLE: 'Email is available',
  UNABLE_TO_CHECK_EMAIL: 'Unable to check email',
  TERMS_REQUIRED: 'Please agree to the terms and conditions',
  REGISTRATION_FAILED_TITLE: 'Registration Failed',
  REGISTRATION_FAILED: 'Please check your internet connection and try again.',
  ONBOARDING_FAILED: 'Failed to complete onboarding. Please try again.',
  NOT_A_COACH: 'Only coaches can do this.',
  INVALID_EMAIL_TITLE: 'Invalid Email',
  INVALID_EMAIL: 'Please enter a valid email address',
  DUPLICATE_EMAIL_TITLE: 'Duplicate Email',
  DUPLICATE_EMAIL: 'This email is already in the list',
  NO_RECIPIENTS_TITLE: 'No Recipients',
  NO_RECIPIENTS: 'Please add at least one email address',
  INVITES_FAILED: 'Failed to send invitations. Please try again.',
  INVITE_ALREADY_PENDING: (email: string) => `${email} already has a pending invitation.`,
  INVITES_LOAD_FAILED: 'Failed to load invitations',
  INVITE_RESEND_FAILED: 'Failed to resend invite',
  INVITE_CANCEL_FAILED: 'Failed to cancel invite',
  INVITE_RESENT: 'Invite Resent',
  INVITE_CANCELLED: 'Invite Cancelled',
  INVITE_NOT_FOUND: 'Invitation not found',
  INVITE_CANNOT_RESEND: 'Only pending or expired invitations can be sent again.',
  INVITE_CANNOT_CANCEL: 'Only pending or expired invitations can be cancelled.',
  INVITE_DELETED: 'Invitation deleted',
  ALREADY_YOUR_CLIENT: (email: string) => `${email} is already one of your clients.`,
  INVITE_NEEDS_VERIFIED_EMAIL: 'Please verify your email address before inviting clients.',
  INVITE_NEEDS_ONBOARDING: 'Please complete your coach onboarding before inviting clients.',
  // 429s in the style of ERR.TOO_MANY_ATTEMPTS; the wait is in minutes.
  INVITES_HOURLY_LIMIT: (minutes: number) =>
    `Too many invitations: up to ${INVITES_PER_HOUR_MAX} an hour. Please wait ${waitText(minutes)} before sending more.`,
  INVITES_DAILY_LIMIT: (minutes: number) =>
    `Too many invitations: up to ${INVITES_PER_DAY_MAX} a day. Please wait ${waitText(minutes)} before sending more.`,
  INVITE_RECIPIENT_LIMIT: (email: string, minutes: number) =>
    `${email} has been invited too many times. Please wait ${waitText(minutes)} before inviting them again.`,
  INVITE_RESEND_LIMIT: (minutes: number) =>
    `This invitation has been sent too many times. Please wait ${waitText(minutes)} before sending it again.`,
  UNKNOWN_SPECIALIZATION: (key: string) => `Unknown specialization: ${key}`,
  UNKNOWN_TIME_ZONE: (zone: string) => `Unknown time zone: ${zone}`,
  UNKNOWN_OPTION: (field: string, value: string) => `${field}: unknown option '${value}'`,
  ACCESS_CODE_EXISTS: 'An access code with this code already exists.',
  ACCESS_CODE_FORMAT: 'An access code is 3 to 64 letters (A-Z), digits, dashes or underscores.',
  ACCESS_CODE_NOT_FOUND: 'Access code not found',
  ROOM_NOT_FOUND: 'Room not found',
} as const;

/** The texts of goals, progress and gamification. */
export const GOAL_ERR = {
  LOAD_FAILED: 'Failed to load goals',
  CREATE_FAILED: 'Failed to create goal',
  UPDATE_FAILED: 'Failed to update goal',
  PROGRESS_FAILED: 'Failed to update progress',
  CONVERT_FAILED: 'Failed to convert goal',
  DELETE_FAILED: 'Failed to delete goal',
  TRY_AGAIN: 'Please try again',
  NO_ROOM_TITLE: 'No room selected',
  NO_ROOM: 'Please select a room first',
  TITLE_REQUIRED: 'Title is required',
  CREATED: 'Goal created!',
  SUGGESTION_CREATE_HINT: 'Please try again or create the goal manually.',
  SUGGESTION_DISMISSED: 'Goal suggestion dismissed',
  EMPTY: 'No goals yet. Create your first goal!',
  NO_ROOMS: 'No Rooms Found',
  SELECT_ROOM: 'Select a Room',
  STATS_FAILED: 'Failed to fetch gamification stats',
  PROGRESS_CARD_FAILED: 'Unable to load progress',
  NO_BADGES: 'No badges yet in this room!',
  GOAL_NOT_FOUND: 'Goal not found',
  BADGE_COACH_ONLY: 'Only the room\u2019s coach can award badges',
  BADGE_CLIENT_ONLY: 'Only the room\u2019s client can receive badges',
} as const;
