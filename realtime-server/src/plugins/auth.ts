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
    /**
     * preHandler of hot reads: checks the token's signature and expiry only and sets
     * `req.claims`; the route's own query must then check the account (live, same token version),
     * as `tokenHolder` in SQL does, so a revoked token is refused in the same round trip.
     */
    authenticateClaims: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    currentUser?: UserRow;
    claims?: TokenClaims;
  }
}

/** The token claims of a request that went through `app.authenticateClaims`. */
export function tokenClaims(req: FastifyRequest): TokenClaims {
  if (!req.claims) throw new AppError('UNAUTHORIZED', 401, ERR.UNAUTHORIZED);
  return req.claims;
}

/** The signed-in user of a request that went through `app.authenticate`. */
export function currentUser(req: FastifyRequest): UserRow {
  if (!req.currentUser) throw new AppError('UNAUTHORIZED', 401, ERR.UNAUTHORIZED);
  return req.currentUser;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const authPlugin = fp(async (app, { ctx }: { ctx: AppContext }) => {
  await app.register(fastifyJwt, {
    secret: ctx.config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: ctx.config.jwtExpiresIn },
    // Pinned: a token signed with any other algorithm (or `none`) is refused. Verified signatures
    // are remembered (until the token expires, 10 minutes at most): every request carries the
    // same few tokens. Keyed by fast-jwt's own hash of the token (a custom key makes it warn at
    // every start); revocation is the token version's job, checked with the account.
    verify: { algorithms: ['HS256'], cache: 10_000 },
  });

  app.decorate('signToken', (user: Pick<UserRow, 'id' | 'tokenVersion'>) =>
    app.jwt.sign({ sub: user.id, tv: user.tokenVersion }),
  );

  const verifyClaims = (token: string): TokenClaims | null => {
    let claims: TokenClaims;
    try {
      claims = app.jwt.verify<TokenClaims>(token);
    } catch {
      return null;
    }
    return typeof claims.sub === 'string' && UUID.test(claims.sub) && typeof claims.tv === 'number' ? claims : null;
  };

  app.decorate('verifyToken', async (token: string) => {
    const claims = verifyClaims(token);
    if (!claims) return null;
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

  app.decorate('authenticateClaims', async (req: FastifyRequest) => {
    const token = bearer(req);
    const claims = token ? verifyClaims(token) : null;
    if (!claims) throw new AppError('UNAUTHORIZED', 401, ERR.UNAUTHORIZED);
    req.claims = claims;
  });

  app.decorate('authenticateOptional', async (req: FastifyRequest) => {
    const token = bearer(req);
    const user = token ? await app.verifyToken(token) : null;
    if (user) req.currentUser = user;
  });
});
