import { createServer } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DEMO_ACCOUNTS, demoCredentialsPath, readDemoCredentials, replacePublishedDemoPasswords, seedDemo, type Database } from '@coach/db';
import type { Kysely } from 'kysely';
import { verifyPassword } from './lib/password.ts';
import { findUserByEmail } from './modules/users/queries.ts';

/**
 * The demo accounts that exist, each with its password from DATA_DIR while it still signs in
 * (a note instead once someone changed it, or when the database was seeded without this file).
 */
async function demoSignIns(db: Kysely<Database>, dataDir: string) {
  const credentials = readDemoCredentials(dataDir);
  const found = [];
  for (const a of DEMO_ACCOUNTS) {
    const user = await findUserByEmail(db, a.email);
    if (!user) continue;
    const password = credentials?.[a.role]?.password;
    let shown = '(not in that file: set before it)';
    if (password !== undefined) shown = (await verifyPassword(user.passwordHash, password)) ? password : '(changed since: not shown)';
    found.push({ role: a.role, email: a.email, password: shown });
  }
  return found;
}

/** Where emails go; the mailbox is named only where this server serves it (plugins/dev-only.ts). */
function emailLine(config: Config, kind: 'smtp' | 'outbox'): string {
  if (kind === 'smtp') return 'SMTP';
  if (config.devRoutes === 'closed') return 'outbox (not served behind a proxy: set SMTP_URL to send emails)';
  return `outbox, read it at ${config.publicUrl}/dev/mailbox${config.devRoutes === 'loopback' ? ' (from this machine)' : ''}`;
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const server = await createServer(config);
  const { app, ctx } = server;

  const seeded = config.seedDemo ? await seedDemo(ctx.db, config.dataDir) : false;
  const replaced = await replacePublishedDemoPasswords(ctx.db, config.dataDir);
  // The address to open is PUBLIC_URL (what links and the billing pages use), not the socket's.
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `listening on ${address}; open ${config.publicUrl}`,
  });

  const demo = await demoSignIns(ctx.db, config.dataDir);
  const lines = [
    '',
    `  Coaching platform is running at ${config.publicUrl}`,
    `  Database: ${ctx.dbKind === 'pglite' ? `embedded PGlite in ${config.dataDir}/pglite` : 'PostgreSQL'}` +
      ` · Redis: ${ctx.redis ? 'on' : 'off (one node)'} · Email: ${emailLine(config, ctx.mailer.kind)}`,
    `  API docs: ${config.publicUrl}/api/docs`,
  ];
  if (demo.length) {
    const now = seeded ? ' (created now)' : replaced.length ? ` (${replaced.join(', ')}: the published password replaced now)` : '';
    lines.push(`  Demo accounts${now}, passwords kept in ${demoCredentialsPath(config.dataDir)}:`);
    for (const a of demo) {
      lines.push(`    ${a.role.padEnd(7)} ${a.email.padEnd(22)} password: ${a.password}`);
    }
  }
  console.log(lines.join('\n') + '\n');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error('Failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
