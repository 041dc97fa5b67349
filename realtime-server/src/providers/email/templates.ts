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
