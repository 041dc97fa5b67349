import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, checked when the email is unknown so that a login
 * for a missing account takes as long as one with a wrong password.
 */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hash('no-such-account-' + Math.random());
  return dummy;
}
