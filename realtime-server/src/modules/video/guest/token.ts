import { createHmac, timingSafeEqual } from 'node:crypto';
import { GUEST_IDENTITY_PREFIX, GUEST_TOKEN_TTL_HOURS } from '@coach/contract';

/**
 * A guest has no account: a knock gives them a token signed with the server's secret, scoped to
 * one session, one link and one knock. It lets their socket wait for the coach's answer and, once
 * admitted (checked in the database on every use), join as an observer. Refused once expired.
 */
export interface GuestClaims {
  /** The session. */
  sid: string;
  /** The guest link. */
  iid: string;
  /** The knock (their identity is guest:<kid>). */
  kid: string;
  name: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');
const sign = (secret: string, body: string) => createHmac('sha256', `guest:${secret}`).update(body).digest('base64url');

export function signGuestToken(secret: string, claims: Omit<GuestClaims, 'exp'>, now: Date): string {
  const full: GuestClaims = { ...claims, exp: Math.floor(now.getTime() / 1000) + GUEST_TOKEN_TTL_HOURS * 3600 };
  const body = b64(JSON.stringify(full));
  return `g1.${body}.${sign(secret, body)}`;
}

/** The claims of a well-signed, unexpired guest token, or null. */
export function verifyGuestToken(secret: string, token: string, now: Date): GuestClaims | null {
  const [v, body, mac] = token.split('.');
  if (v !== 'g1' || !body || !mac) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: GuestClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as GuestClaims;
  } catch {
    return null;
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return null;
  if (![claims.sid, claims.iid, claims.kid, claims.name].every((x) => typeof x === 'string' && x.length > 0)) return null;
  return claims;
}

export const guestIdentity = (knockId: string) => `${GUEST_IDENTITY_PREFIX}${knockId}`;
export const isGuestIdentity = (identity: string) => identity.startsWith(GUEST_IDENTITY_PREFIX);
