import { INVITES_PER_SEND_MAX, isEmail, ONBOARDING_ERR } from '@coach/contract';

/** A spec §8 title/description pair for the invite dialog's toasts. */
export interface EmailProblem {
  title: string;
  description: string;
}

export type AddResult = { emails: string[]; problem: null } | { emails: string[]; problem: EmailProblem };

const INVALID: EmailProblem = { title: ONBOARDING_ERR.INVALID_EMAIL_TITLE, description: ONBOARDING_ERR.INVALID_EMAIL };
const DUPLICATE: EmailProblem = { title: ONBOARDING_ERR.DUPLICATE_EMAIL_TITLE, description: ONBOARDING_ERR.DUPLICATE_EMAIL };
const TOO_MANY: EmailProblem = {
  title: 'Too many recipients',
  description: `At most ${INVITES_PER_SEND_MAX} addresses at once`,
};
export const NO_RECIPIENTS: EmailProblem = {
  title: ONBOARDING_ERR.NO_RECIPIENTS_TITLE,
  description: ONBOARDING_ERR.NO_RECIPIENTS,
};

/**
 * Spec §5 Invite coachees: adds one typed address to the chips. The address must match the basic
 * pattern and not be in the list yet (compared without case, as the server lower-cases them).
 * Blank input adds nothing and is no problem.
 */
export function addEmail(emails: string[], raw: string): AddResult {
  const email = raw.trim().toLowerCase();
  if (!email) return { emails, problem: null };
  if (!isEmail(email)) return { emails, problem: INVALID };
  if (emails.includes(email)) return { emails, problem: DUPLICATE };
  if (emails.length >= INVITES_PER_SEND_MAX) return { emails, problem: TOO_MANY };
  return { emails: [...emails, email], problem: null };
}

/**
 * Text typed or pasted into the chip input: every complete part (followed by a comma, or any part
 * when `flush` is set, as on Enter) is added; the unfinished tail stays in the input. Stops at the
 * first bad part and leaves it, with everything after it, in the input to be corrected.
 */
export function addTyped(emails: string[], text: string, flush: boolean): AddResult & { rest: string } {
  const parts = text.split(/[,;\s]+/);
  const tail = flush ? '' : (parts.pop() ?? '');
  let list = emails;
  for (let i = 0; i < parts.length; i++) {
    const res = addEmail(list, parts[i]!);
    if (res.problem) {
      const rest = [...parts.slice(i), ...(tail ? [tail] : [])].join(', ');
      return { emails: list, problem: res.problem, rest };
    }
    list = res.emails;
  }
  return { emails: list, problem: null, rest: tail };
}
