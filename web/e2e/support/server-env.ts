/** The server's DATA_DIR: it writes the demo accounts' passwords there (demo-accounts.json) at its first start. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '/tmp/coach-e2e';

/**
 * The settings of a server under test, for playwright.config.ts's web server and the second server
 * of the reconnect journey: the database, Redis prefix and data directory scripts/e2e.mjs prepared.
 */
export function e2eServerEnv(port: number, publicUrl: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    REDIS_URL: process.env.E2E_REDIS_URL ?? '',
    REDIS_PREFIX: process.env.E2E_REDIS_PREFIX ?? 'e2e:',
    DATA_DIR: E2E_DATA_DIR,
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    // Every journey signs in from 127.0.0.1: the per-IP limit is tested in the integration suite.
    AUTH_RATE_LIMIT_PER_IP: '100000',
    // A journey signs its people in many times (API and page); the per-account limit has its integration test.
    AUTH_LOGIN_LIMIT_PER_ACCOUNT: '100000',
    // The LiveKit server scripts/e2e.mjs started (unset: the video room opens without media).
    LIVEKIT_URL: process.env.E2E_LIVEKIT_URL ?? '',
    LIVEKIT_API_KEY: process.env.E2E_LIVEKIT_API_KEY ?? '',
    LIVEKIT_API_SECRET: process.env.E2E_LIVEKIT_API_SECRET ?? '',
  };
}
