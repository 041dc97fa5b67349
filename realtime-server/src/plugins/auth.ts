import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '@coach/db';
import { ERR } from '@coach/contract';
import type { AppContext } from '../context.ts';
import { AppError } from '../lib/errors.ts';

export interface TokenClaims {
  sub: string;
  /** The user's token version when the token was issued; a bump revokes it. */
  tv: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: requires a valid, unrevoked token of a live account. */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: sets `req.currentUser` when a valid token is sent, otherwise leaves it unset. */
    authenticateOptional: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    signToken: (user: Pick<UserRow, 'id' | 'tokenVersion'>) => string;
    /** Checks a raw token as the REST preHandler does (used by the socket handshake). */
    verifyToken: (token: string) => Promise<UserRow | null>;
  }
  interface FastifyRequest {
    currentUser?: UserRow;
  }
}

/** The signed-in user of a request that went through `app.authenticate`. */
export function currentUser(req: FastifyRequest): UserRow {
  if (!req.currentUser) throw new AppError('UNAUTHORIZED', 401, ERR.UNAUTHORIZED);
  return req.currentUser;
}

export const authPlugin = fp(async (app, { ctx }: { ctx: AppContext }) => {
  await app.register(fastifyJwt, {
    secret: ctx.config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: ctx.config.jwtExpiresIn },
    // Pinned: a token signed with any other algorithm (or `none`) is refused.
    verify: { algorithms: ['HS256'] },
  });

  app.decorate('signToken', (user: Pick<UserRow, 'id' | 'tokenVersion'>) =>
    app.jwt.sign({ sub: user.id, tv: user.tokenVersion }),
  );

  app.decorate('verifyToken', async (token: string) => {
    let claims: TokenClaims;
    try {
      claims = app.jwt.verify<TokenClaims>(token);
    } catch {
      return null;
    }
    if (typeof claims.sub !== 'string' || typeof claims.tv !== 'number') return null;
    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', claims.sub)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!user || user.tokenVersion !== claims.tv) return null;
    return user;
  });

  const bearer = (req: FastifyRequest) => {
    const h = req.headers.authorization;
    return h?.startsWith('Bearer ') ? h.slice(7).trim() : undefined;
  };

  app.decorate('authenticate', async (req: FastifyRequest) => {
    const token = bearer(req);
    const user = token ? await app.verifyToken(token) : null;
    if (!user) throw new AppError('UNAUTHORIZED', 401, ERR.UNAUTHORIZED);
    req.currentUser = user;
  });

  app.decorate('authenticateOptional', async (req: FastifyRequest) => {
    const token = bearer(req);
    const user = token ? await app.verifyToken(token) : null;
    if (user) req.currentUser = user;
  });
});
