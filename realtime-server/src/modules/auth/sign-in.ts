import type { TAuthResponse, TMeResponse } from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { FastifyInstance } from 'fastify';
import { toUserDto } from '../../lib/users.ts';

/** Who is signed in, and whether they still have to verify their address (GET /api/auth/me). */
export function signedInAs(user: UserRow): TMeResponse {
  return { user: toUserDto(user), requiresEmailVerification: !user.emailVerified };
}

/**
 * The answer of every call that signs someone in (login, register, the intake, a coach's
 * registration): the user, a fresh token, and whether the address still needs its code.
 */
export function signInResponse(app: FastifyInstance, user: UserRow): TAuthResponse {
  return { ...signedInAs(user), token: app.signToken(user) };
}
