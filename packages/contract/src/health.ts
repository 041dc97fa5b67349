import { z } from 'zod';
import { ZEnvelope } from './common.ts';
import { defineEndpoints } from './endpoint.ts';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['ok', 'error']), kind: z.enum(['postgres', 'pglite']) }),
  redis: z.object({ status: z.enum(['ok', 'error', 'disabled']) }),
  uptimeSeconds: z.number(),
});
export type THealth = z.infer<typeof ZHealth>;

export const healthEndpoints = defineEndpoints('Health', {
  getHealth: {
    method: 'GET',
    path: '/api/health',
    summary: 'Check the database and Redis',
    auth: 'public',
    response: ZEnvelope(ZHealth),
    // Degraded: the same body, with the part that failed.
    responses: { 503: ZEnvelope(ZHealth) },
  },
});
