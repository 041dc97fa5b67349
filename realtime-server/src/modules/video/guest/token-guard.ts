import type { FastifyRequest } from 'fastify';
import { VIDEO_ERR } from '@coach/contract';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../lib/errors.ts';
import { verifyGuestToken } from './token.ts';

/**
 * preValidation of the guest's own calls (the guest token in the body): a token that is missing or
 * not ours answers 401 before the rest of the body is validated, so whoever holds no token learns
 * nothing of the input's rules. The service checks the guest's knock and link as before.
 */
export const guestTokenFirst =
  (ctx: AppContext) =>
  async (req: FastifyRequest): Promise<void> => {
    const token = (req.body as { guestToken?: unknown } | null | undefined)?.guestToken;
    if (typeof token !== 'string' || !verifyGuestToken(ctx.config.jwtSecret, token, ctx.clock.now())) {
      throw new AppError('GUEST_TOKEN_INVALID', 401, VIDEO_ERR.GUEST_LINK_INVALID);
    }
  };
