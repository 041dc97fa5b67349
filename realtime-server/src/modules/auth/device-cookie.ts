import { createHmac, timingSafeEqual } from 'node:crypto';
import { generateToken } from '../../lib/secrets.ts';

/**
 * A browser that signed in to an account before carries this cookie (OWASP's "device cookie"):
 * the account's id, a random id of the browser, and an HMAC of the two keyed from the server
 * secret. It grants no access; it only lets that browser's sign-ins count against a budget of
 * their own instead of the account's cap over all addresses (see enforceSignInLimit), so that
 * strangers guessing from many addresses do not lock the owner out of the browser they use.
 */
export const DEVICE_COOKIE = 'coach_device';
/** Only the sign-in calls need it; the path keeps it off every other request. */
export const DEVICE_COOKIE_PATH = '/api/auth';
/** A year: long enough that the browser a person uses is remembered between visits. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface Device {
  userId: string;
  /** The browser's random id: the key of its own sign-in budget. */
  deviceId: string;
}

/** A key of its own, derived from the server secret, so a device cookie's MAC is no token's signature. */
function deviceKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('coach device cookie v1').digest();
}

function mac(secret: string, userId: string, deviceId: string): Buffer {
  return createHmac('sha256', deviceKey(secret)).update(`${userId}.${deviceId}`).digest();
}

/** The cookie's value for this browser and account: a new browser id unless one is given. */
export function deviceCookieValue(secret: string, userId: string, deviceId = generateToken(16)): string {
  return `${userId}.${deviceId}.${mac(secret, userId, deviceId).toString('base64url')}`;
}

/** The device a cookie value names, or null when it is malformed or its MAC is not ours. */
export function readDeviceCookieValue(secret: string, value: string | undefined): Device | null {
  const [userId, deviceId, signature, ...rest] = (value ?? '').split('.');
  if (!userId || !deviceId || !signature || rest.length) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, userId, deviceId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, deviceId };
}

/** One cookie's value out of a Cookie header (`a=1; b=2`), or undefined. */
export function cookieFromHeader(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The Set-Cookie header for the device cookie. HttpOnly (no script reads it), SameSite=Lax (no
 * other site's form posts it), Secure when the app is served over https.
 */
export function deviceCookieHeader(value: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${value}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
