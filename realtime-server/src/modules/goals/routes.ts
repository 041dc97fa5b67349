import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateGoalBody,
  ZEnvelope,
  ZGoal,
  ZGoalsPage,
  ZGoalParams,
  ZGoalsQuery,
  ZMakeRecurringBody,
  ZScoreGoalBody,
  ZSmartBreakdown,
  ZSuccess,
  ZUpdateGoalBody,
  ZUpdateGoalResponse,
} from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as goals from './service.ts';

export const goalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Goals'];
  const secured = { onRequest: app.authenticate };

  app.get(
    '/api/goals',
    {
      ...secured,
      schema: {
        summary: "List a room's goals",
        operationId: 'listGoals',
        errors: [404],
        tags,
        querystring: ZGoalsQuery,
        response: { 200: ZGoalsPage },
      },
    },
    async (req) => goals.listGoals(ctx, currentUser(req), req.query),
  );

  app.post(
    '/api/goals',
    {
      ...secured,
      schema: {
        summary: 'Create a goal',
        operationId: 'createGoal',
        errors: [404],
        tags,
        body: ZCreateGoalBody,
        response: { 201: ZEnvelope(ZGoal) },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await goals.createGoal(ctx, currentUser(req), req.body) }),
  );

  app.post(
    '/api/goals/score',
    {
      ...secured,
      schema: {
        summary: 'Score a goal draft (SMART)',
        operationId: 'scoreGoal',
        tags,
        body: ZScoreGoalBody,
        response: { 200: ZEnvelope(ZSmartBreakdown) },
      },
    },
    async (req) => ({ data: await goals.scoreDraft(ctx, currentUser(req), req.body) }),
  );

  app.put(
    '/api/goals/:id',
    {
      ...secured,
      schema: {
        summary: 'Update a goal',
        operationId: 'updateGoal',
        errors: [404],
        tags,
        params: ZGoalParams,
        body: ZUpdateGoalBody,
        response: { 200: ZEnvelope(ZUpdateGoalResponse) },
      },
    },
    async (req) => {
      const change = await goals.updateGoalById(ctx, currentUser(req), req.params.id, req.body);
      return { data: { goal: change.goal, cycleCompleted: change.cycleCompleted ?? false, completed: change.completed ?? false } };
    },
  );

  app.delete(
    '/api/goals/:id',
    {
      ...secured,
      schema: {
        summary: 'Delete a goal',
        operationId: 'deleteGoal',
        errors: [404],
        tags,
        params: ZGoalParams,
        response: { 200: ZEnvelope(ZSuccess) },
      },
    },
    async (req) => {
      await goals.removeGoal(ctx, currentUser(req), req.params.id);
      return { data: { success: true as const } };
    },
  );

  app.post(
    '/api/goals/:id/make-recurring',
    {
      ...secured,
      schema: {
        summary: 'Make a goal recurring',
        operationId: 'makeGoalRecurring',
        errors: [404],
        tags,
        params: ZGoalParams,
        body: ZMakeRecurringBody,
        response: { 200: ZEnvelope(ZGoal) },
      },
    },
    async (req) => ({ data: await goals.makeRecurring(ctx, currentUser(req), req.params.id, req.body) }),
  );
};
