import { INVITES_PER_SEND_MAX, isEmail, ONBOARDING_ERR } from '@coach/contract';

/** A title/description pair, shown under the invite dialog's chips. */
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

/** True for a chip that will not be sent: it fails the basic pattern (docs/limits-and-errors.md#request-hygiene). */
export const isInvalidChip = (chip: string) => !isEmail(chip);

/**
 * Adds one typed address to the chips, trimmed and lower-cased. An address that fails the basic
 * pattern becomes a chip too, marked invalid where it stands (as Linear and Notion do), so that it
 * never stays in the input to be joined to the next address typed. An address already in the list
 * (compared without case, as the server lower-cases them) is not added twice. Blank input adds
 * nothing and is no problem.
 */
export function addEmail(emails: string[], raw: string): AddResult {
  const email = raw.trim().toLowerCase();
  if (!email) return { emails, problem: null };
  if (emails.includes(email)) return { emails, problem: DUPLICATE };
  return { emails: [...emails, email], problem: isEmail(email) ? null : INVALID };
}

/**
 * Text typed or pasted into the chip input: every complete part (followed by a separator, or any
 * part when `flush` is set, as on Enter) becomes a chip; the unfinished tail stays in the input.
 * The problem answered is the last one met, for the inline message.
 */
export function addTyped(emails: string[], text: string, flush: boolean): AddResult & { rest: string } {
  const parts = text.split(/[,;\s]+/);
  const tail = flush ? '' : (parts.pop() ?? '');
  let list = emails;
  let problem: EmailProblem | null = null;
  for (const part of parts) {
    const res = addEmail(list, part);
    list = res.emails;
    problem = res.problem ?? problem;
  }
  return problem ? { emails: list, problem, rest: tail } : { emails: list, problem: null, rest: tail };
}

/** What keeps the chips from being sent, with the words the Send button shows instead; null when they can go. */
export function sendBlocker(emails: string[]): { problem: EmailProblem; label: string } | null {
  const invalid = emails.filter(isInvalidChip).length;
  if (invalid > 0) {
    return { problem: INVALID, label: `Fix ${invalid} invalid ${invalid === 1 ? 'address' : 'addresses'}` };
  }
  if (emails.length > INVITES_PER_SEND_MAX) {
    const over = emails.length - INVITES_PER_SEND_MAX;
    return { problem: TOO_MANY, label: `Remove ${over} ${over === 1 ? 'address' : 'addresses'} (max ${INVITES_PER_SEND_MAX})` };
  }
  if (emails.length === 0) return { problem: NO_RECIPIENTS, label: 'Send Invitations' };
  return null;
}
