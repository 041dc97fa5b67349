import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { sendTrialReminders } from '../../src/modules/billing/trial-reminders.ts';
import { forgetOldBillingEvents } from '../../src/modules/billing/webhook/service.ts';
import { serverForFile } from '../helpers.ts';
import { person } from './billing-api-helpers.ts';
import { buildUser } from '../factories/people.ts';

const clock = new ManualClock();
const server = serverForFile({}, { clock });

const subjectsTo = async (to: string) =>
  (await server.ctx.db.selectFrom('outboundEmails').select('subject').where('toAddress', '=', to).execute()).map((r) => r.subject);

const customerWithTrial = (daysLeft: number) => person(server, { trialDays: daysLeft });

describe('the trial-ending email', () => {
  it('goes once, 2 days before the trial ends, as the clock moves', async () => {
    const who = await customerWithTrial(5);
    await sendTrialReminders(server.ctx);
    expect(await subjectsTo(who.user.email)).toEqual([]);

    clock.advance(3.5 * DAY_MS);
    await sendTrialReminders(server.ctx);
    await sendTrialReminders(server.ctx);
    clock.advance(DAY_MS);
    await sendTrialReminders(server.ctx);
    const subjects = await subjectsTo(who.user.email);
    expect(subjects).toEqual(['Your free trial ends in 2 days']);
  });

  it('is not sent to a subscriber, a client with a coach, or once the trial is over', async () => {
    const subscriber = await customerWithTrial(1);
    await server.ctx.db
      .insertInto('billingCustomers')
      .values({ userId: subscriber.user.id, customerId: `cus_${subscriber.user.id}` })
      .execute();
    await server.ctx.db
      .insertInto('billingSubscriptions')
      .values({
        id: `sub_${subscriber.user.id}`,
        userId: subscriber.user.id,
        customerId: `cus_${subscriber.user.id}`,
        status: 'active',
        stateAt: clock.now(),
      })
      .execute();
    const over = await customerWithTrial(-1);
    const coach = await buildUser(server, { role: 2 });
    const coached = await customerWithTrial(1);
    await server.ctx.db
      .insertInto('coachClients')
      .values({ coachId: coach.user.id, clientId: coached.user.id, status: 'active' })
      .execute();
    const due = await customerWithTrial(1);

    await sendTrialReminders(server.ctx);
    expect(await subjectsTo(subscriber.user.email)).toEqual([]);
    expect(await subjectsTo(over.user.email)).toEqual([]);
    expect(await subjectsTo(coached.user.email)).toEqual([]);
    expect(await subjectsTo(due.user.email)).toEqual(['Your free trial ends tomorrow']);
  });
});

describe('processed webhook ids', () => {
  it('are forgotten after 30 days, when no redelivery can come', async () => {
    await server.ctx.db.insertInto('billingEvents').values({ id: 'evt_old_one', type: 'invoice.paid' }).execute();
    await forgetOldBillingEvents(server.ctx);
    expect(await server.ctx.db.selectFrom('billingEvents').select('id').where('id', '=', 'evt_old_one').execute()).toHaveLength(1);
    clock.advance(31 * DAY_MS);
    await forgetOldBillingEvents(server.ctx);
    expect(await server.ctx.db.selectFrom('billingEvents').select('id').where('id', '=', 'evt_old_one').execute()).toHaveLength(0);
  });
});
