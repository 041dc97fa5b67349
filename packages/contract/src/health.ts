import { z } from 'zod';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['ok', 'error']), kind: z.enum(['postgres', 'pglite']) }),
  redis: z.object({ status: z.enum(['ok', 'error', 'disabled']) }),
  uptimeSeconds: z.number(),
});
export type THealth = z.infer<typeof ZHealth>;
