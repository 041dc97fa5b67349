import { describe, expect, it } from 'vitest';
import { AI_COACH_USER_ID, DAY_MS, dayIn, type TGoalDraft } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { goalDraft } from '../../src/modules/ai-coach/goal-detectors.ts';
import { insertMessage } from '../../src/modules/chat/send-queries.ts';
import { call, serverForFile } from '../helpers.ts';
import { buildCoaching } from '../factories/coaching.ts';

const clock = new ManualClock();
const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' }, { clock });

/** The AI coach's card for what the client wrote, as the detectors draft it. */
async function suggest(roomId: string, goalData: TGoalDraft) {
  const stored = await insertMessage(server.ctx.db, {
    roomId,
    userId: AI_COACH_USER_ID,
    content: "I've drafted it as a SMART goal below.",
    messageType: 'action',
    actionData: { type: 'goal_suggestion', status: 'pending', goalData },
    clientId: null,
    createdAt: clock.now(),
  });
  return stored!.id;
}

async function approveAndReadDueDate(timeZone: string, goalData: TGoalDraft) {
  const { roomId, client } = await buildCoaching(server);
  await call(server, 'PUT', '/api/account/profile', { token: client.token, payload: { timeZone } });
  const id = await suggest(roomId, goalData);
  const res = await call(server, 'POST', `/api/chat/actions/${id}/approve`, { token: client.token, payload: { approved: true } });
  expect(res.statusCode, res.body).toBe(200);
  const goalId = res.json().data.actionData.createdGoalId;
  const goal = await server.ctx.db.selectFrom('goals').select('dueDate').where('id', '=', goalId).executeTakeFirstOrThrow();
  // A date column: midnight UTC of the stored day.
  return goal.dueDate ? new Date(goal.dueDate as Date | string).toISOString().slice(0, 10) : null;
}

describe('POST /api/chat/actions/{messageId}/approve: the suggestion time frame becomes the due date', () => {
  it("'the next 4 weeks' (the default) is due 28 days from today in the client's time zone", async () => {
    const draft = goalDraft('Run a 5k', 'I want to run a 5k');
    expect(draft.description).toContain('the next 4 weeks');
    // UTC+14: on most of the UTC day the client's today is already tomorrow in UTC.
    const due = await approveAndReadDueDate('Pacific/Kiritimati', draft);
    expect(due).toBe(dayIn(new Date(clock.now().getTime() + 28 * DAY_MS), 'Pacific/Kiritimati'));
  });

  it("a stated 'in 3 months' counts calendar months; a frame that is no amount ('by December') leaves no due date", async () => {
    const months = goalDraft('Save an emergency fund', 'I want to save an emergency fund in 3 months');
    const today = dayIn(clock.now(), 'Europe/Berlin');
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const expected = new Date(Date.UTC(y, m - 1 + 3, 1));
    const lastDay = new Date(Date.UTC(expected.getUTCFullYear(), expected.getUTCMonth() + 1, 0)).getUTCDate();
    expected.setUTCDate(Math.min(d, lastDay));
    expect(await approveAndReadDueDate('Europe/Berlin', months)).toBe(expected.toISOString().slice(0, 10));

    const december = goalDraft('Save an emergency fund', 'I want to save an emergency fund by december');
    expect(await approveAndReadDueDate('Europe/Berlin', december)).toBeNull();
  });
});
