import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { goalEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import * as goals from './service.ts';

export const goalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.listGoals, async (req) => goals.listGoals(ctx, currentUser(req), req.query));
  route(app, e.createGoal, async (req) => ({ data: await goals.createGoal(ctx, currentUser(req), req.body) }));
  route(app, e.scoreGoal, async (req) => ({ data: await goals.scoreDraft(ctx, currentUser(req), req.body) }));
  route(app, e.updateGoal, async (req) => {
    const change = await goals.updateGoalById(ctx, currentUser(req), req.params.id, req.body);
    return { data: { goal: change.goal, cycleCompleted: change.cycleCompleted ?? false, completed: change.completed ?? false } };
  });
  route(app, e.deleteGoal, async (req) => {
    await goals.removeGoal(ctx, currentUser(req), req.params.id);
    return { data: { success: true as const } };
  });
  route(app, e.makeGoalRecurring, async (req) => ({ data: await goals.makeRecurring(ctx, currentUser(req), req.params.id, req.body) }));
};
