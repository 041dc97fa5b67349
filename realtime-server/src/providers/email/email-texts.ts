/** The texts of the emails the platform sends. Plain text first: it is what the outbox shows. */
const sign = '\n\n— The Coaching Platform team';

export function verificationEmail(firstName: string, code: string) {
  return {
    subject: 'Your verification code',
    text: `Hi ${firstName},\n\nYour verification code is ${code}\n\nEnter it on the verification page to confirm your email address. If you did not sign up, you can ignore this email.${sign}`,
  };
}

export function passwordResetEmail(firstName: string, link: string) {
  return {
    subject: 'Reset your password',
    text: `Hi ${firstName},\n\nWe received a request to reset your password. Open this link within one hour to choose a new one:\n\n${link}\n\nIf you did not ask for this, you can ignore this email; your password stays as it is.${sign}`,
  };
}

export function passwordChangedEmail(firstName: string) {
  return {
    subject: 'Your password was changed',
    text: `Hi ${firstName},\n\nThe password of your account was just changed, and every other device was signed out. If this was not you, reset your password now.${sign}`,
  };
}

/** Sent to the old address: if someone else moved the account, its owner must still hear of it. */
export function emailChangedEmail(firstName: string, newEmail: string, links: { contact: string; reset: string }) {
  return {
    subject: 'Your email address was changed',
    text: `Hi ${firstName},\n\nThe email address of your account was just changed to ${newEmail}, and every other device was signed out. From now on we write to the new address.\n\nIf this was not you, tell us at once through the contact form at ${links.contact} so that we can give the account back to you, and reset your password at ${links.reset} if you still can.${sign}`,
  };
}

export function accountDeletedEmail(firstName: string) {
  return {
    subject: 'Your account was deleted',
    text: `Hi ${firstName},\n\nYour account was deleted and you were signed out everywhere. Your personal data will be removed within 30 days.${sign}`,
  };
}

export function inviteEmail(coachName: string, link: string, personalMessage: string | null, expiryDays: number) {
  const note = personalMessage ? `\n\nA note from ${coachName}:\n\n${personalMessage}` : '';
  return {
    subject: `${coachName} invited you to coaching`,
    text: `Hi,\n\n${coachName} invited you to start coaching together on the Coaching Platform.${note}\n\nOpen this link to accept the invitation (it works for ${expiryDays} days):\n\n${link}\n\nIf you were not expecting this, you can ignore this email.${sign}`,
  };
}

/** Sent once when strangers' wrong passwords reach the account's cap over all addresses. */
export function signInGuessesEmail(firstName: string, resetLink: string) {
  return {
    subject: 'Someone is trying to sign in to your account',
    text: `Hi ${firstName},\n\nSomeone is trying to sign in to your account with wrong passwords, from many different places. To slow them down, sign-ins from new devices are paused for up to an hour; you can still sign in from a device you used before.\n\nIf this was not you, consider changing your password to a long one that you use nowhere else. You can also reset it here:\n\n${resetLink}${sign}`,
  };
}
