import type { Transaction } from 'kysely';
import type { Database } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { emailRecipient } from './state-queries.ts';

/** Billing's emails. Plain text first, as the other templates; dates in the reader's time zone. */
const sign = '\n\n— The Coaching Platform team';

export const billingDate = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(at);

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

export function paymentFailedEmail(firstName: string, amount: { cents: number; currency: string }, manageLink: string) {
  return {
    subject: 'Your payment did not go through',
    text: `Hi ${firstName},\n\nWe could not take your subscription payment of ${money(amount.cents, amount.currency)}. We will try again over the next days, and your coaching stays open meanwhile.\n\nTo keep it without a break, update your payment method in the billing portal:\n\n${manageLink}${sign}`,
  };
}

export function cancellationScheduledEmail(firstName: string, endsOn: string | null, link: string) {
  const until = endsOn ? `You keep full access until ${endsOn}, and you will not be charged again.` : 'You will not be charged again.';
  return {
    subject: 'Your subscription is cancelled',
    text: `Hi ${firstName},\n\nYour subscription is cancelled. ${until}\n\nChanged your mind? You can resume it any time before then:\n\n${link}${sign}`,
  };
}

export function subscriptionEndedEmail(firstName: string, link: string) {
  return {
    subject: 'Your subscription has ended',
    text: `Hi ${firstName},\n\nYour subscription has ended. Everything you did is kept: your chats, goals and badges are there when you come back.\n\nYou can subscribe again at any time:\n\n${link}${sign}`,
  };
}

export function trialEndingEmail(firstName: string, daysLeft: number, endsOn: string, link: string) {
  const when = daysLeft <= 1 ? 'tomorrow' : `in ${daysLeft} days`;
  return {
    subject: `Your free trial ends ${when}`,
    text: `Hi ${firstName},\n\nYour free trial ends ${when}, on ${endsOn}. To keep chatting with your coaches, tracking your goals and booking sessions, subscribe for $9 a month:\n\n${link}\n\nNo card was needed for the trial, and nothing is charged unless you subscribe.${sign}`,
  };
}

type Email = { subject: string; text: string };

/** Queues `make(person)` to the user inside the transaction (so it goes only if the change commits). */
export async function emailUser(
  ctx: AppContext,
  trx: Transaction<Database>,
  userId: string,
  make: (person: { firstName: string; timeZone: string }) => Email,
): Promise<void> {
  const person = await emailRecipient(trx, userId);
  if (!person) return;
  const email = make({ firstName: person.firstName, timeZone: person.timeZone });
  await ctx.mailer.send({ to: person.email, userId, ...email }, trx);
}
