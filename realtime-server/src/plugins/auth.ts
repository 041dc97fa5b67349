import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '@coach/db';
import { ERR, UUID_PATTERN } from '@coach/contract';
import type { AppContext } from '../context.ts';
import { AppError } from '../lib/errors.ts';
import { findLiveUserById } from '../modules/users/queries.ts';

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
    /**
     * onRequest: requires a valid, unrevoked token of a live account. An onRequest hook, never a
     * preHandler: Fastify validates the input between the two, and a caller without a token learns
     * nothing of the input's rules (401 before any 400).
     */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest: sets `req.currentUser` when a valid token is sent, otherwise leaves it unset. */
    authenticateOptional: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    signToken: (user: Pick<UserRow, 'id' | 'tokenVersion'>) => string;
    /** Checks a raw token as the REST guard does (used by the socket handshake). */
    verifyToken: (token: string) => Promise<UserRow | null>;
    /**
     * The signature and dates of a raw token only, without the database: whose it claims to be
     * (the socket handshake counts the account's sockets before it reads the account).
     */
    verifyClaims: (token: string) => TokenClaims | null;
    /**
     * onRequest guard of hot reads: checks the token's signature and expiry only and sets
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

/**
 * Tokens whose signature and claims were verified, remembered until they expire (10 minutes at
 * most), so the few tokens every request carries are not hashed again each time: keyed by the token
 * itself (fast-jwt's own cache keys by a SHA-256 of it, which cost more than the lookup saves).
 * Revocation is the token version's job, checked with the account.
 */
export class VerifiedTokens {
  private readonly held = new Map<string, { claims: TokenClaims; untilMs: number }>();
  constructor(
    private readonly max = 10_000,
    private readonly ttlMs = 600_000,
  ) {}

  get(token: string, nowMs: number): TokenClaims | undefined {
    const entry = this.held.get(token);
    if (!entry) return undefined;
    if (nowMs < entry.untilMs) return entry.claims;
    this.held.delete(token);
    return undefined;
  }

  /** `exp`: the token's expiry in seconds since the epoch, if it has one. */
  keep(token: string, claims: TokenClaims, exp: number | undefined, nowMs: number): void {
    const untilMs = Math.min(nowMs + this.ttlMs, typeof exp === 'number' ? exp * 1000 : Infinity);
    if (untilMs <= nowMs) return;
    // The oldest entry goes first (a Map iterates in insertion order).
    if (this.held.size >= this.max && !this.held.has(token)) this.held.delete(this.held.keys().next().value!);
    this.held.set(token, { claims, untilMs });
  }

  get size(): number {
    return this.held.size;
  }
}

/**
 * How far a token's `iat` may be ahead of this clock: other nodes' clocks drift a little; a token
 * dated further ahead was not issued by a node of ours (or was minted to outlive a key rotation).
 */
export const TOKEN_IAT_SKEW_SECONDS = 60;

type SignedClaims = TokenClaims & { exp?: unknown; iat?: unknown };

/** Every token we issue carries `exp` and `iat` (the signer adds both); one without them, or dated ahead, is refused. */
function datedWell(claims: SignedClaims, nowMs: number): claims is TokenClaims & { exp: number; iat: number } {
  return (
    typeof claims.exp === 'number' &&
    typeof claims.iat === 'number' &&
    Number.isFinite(claims.iat) &&
    claims.iat * 1000 <= nowMs + TOKEN_IAT_SKEW_SECONDS * 1000
  );
}

export const authPlugin = fp(async (app, { ctx }: { ctx: AppContext }) => {
  await app.register(fastifyJwt, {
    secret: ctx.config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: ctx.config.jwtExpiresIn },
    // Pinned: a token signed with any other algorithm (or `none`) is refused.
    verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'iat'] },
  });
  const verified = new VerifiedTokens();

  app.decorate('signToken', (user: Pick<UserRow, 'id' | 'tokenVersion'>) => app.jwt.sign({ sub: user.id, tv: user.tokenVersion }));

  const verifyClaims = (token: string): TokenClaims | null => {
    const held = verified.get(token, Date.now());
    if (held) return held;
    let claims: SignedClaims;
    try {
      claims = app.jwt.verify<SignedClaims>(token);
    } catch {
      return null;
    }
    if (!datedWell(claims, Date.now())) return null;
    if (typeof claims.sub !== 'string' || !UUID_PATTERN.test(claims.sub) || typeof claims.tv !== 'number') return null;
    const valid = Object.freeze({ sub: claims.sub, tv: claims.tv });
    verified.keep(token, valid, claims.exp, Date.now());
    return valid;
  };

  app.decorate('verifyClaims', verifyClaims);

  app.decorate('verifyToken', async (token: string) => {
    const claims = verifyClaims(token);
    if (!claims) return null;
    const user = await findLiveUserById(ctx.db, claims.sub);
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

  // A guard in a later hook would run after the input's validation: refused when the route is made.
  const guards = new Set<unknown>([app.authenticate, app.authenticateClaims, app.authenticateOptional]);
  app.addHook('onRoute', (route) => {
    for (const stage of ['preParsing', 'preValidation', 'preHandler'] as const) {
      if ([route[stage] ?? []].flat().some((hook) => guards.has(hook))) {
        throw new Error(`${route.method} ${route.url}: the token guard belongs in onRequest, not ${stage} (it would run after validation)`);
      }
    }
  });
});
