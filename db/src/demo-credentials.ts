import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type DemoRole = 'admin' | 'coach' | 'client';

/** What a person needs to sign in as a demo account. */
export interface DemoCredential {
  email: string;
  password: string;
}
export type DemoCredentials = Record<DemoRole, DemoCredential>;

/**
 * The demo accounts' passwords live in this file of DATA_DIR (mode 0600), made at the first seed:
 * never in the code or the README, where anyone could read them and sign in as the admin.
 */
export const DEMO_CREDENTIALS_FILE = 'demo-accounts.json';
export const demoCredentialsPath = (dataDir: string) => join(dataDir, DEMO_CREDENTIALS_FILE);

/** The file's credentials, or undefined when there is none yet. */
export function readDemoCredentials(dataDir: string): DemoCredentials | undefined {
  let text: string;
  try {
    text = readFileSync(demoCredentialsPath(dataDir), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  return JSON.parse(text) as DemoCredentials;
}

/** 96 random bits, as 16 URL-safe characters that are easy to copy. */
const randomPassword = () => randomBytes(12).toString('base64url');

/**
 * The file's credentials, made with random passwords when there is none yet. Created exclusively
 * (`wx`), so two processes starting on one DATA_DIR keep the same passwords.
 */
export function ensureDemoCredentials(dataDir: string, accounts: ReadonlyArray<{ role: DemoRole; email: string }>): DemoCredentials {
  const existing = readDemoCredentials(dataDir);
  if (existing) return existing;
  const made = Object.fromEntries(accounts.map((a) => [a.role, { email: a.email, password: randomPassword() }])) as DemoCredentials;
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(demoCredentialsPath(dataDir), JSON.stringify(made, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readDemoCredentials(dataDir)!;
    throw err;
  }
  return made;
}
