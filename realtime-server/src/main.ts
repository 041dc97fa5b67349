import { createServer } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DEMO_ACCOUNTS, seedDemo } from '@coach/db';
import { findUserByEmail } from './modules/users/queries.ts';

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

  const seeded = config.seedDemo ? await seedDemo(ctx.db) : false;
  await app.listen({ port: config.port, host: config.host });

  const demo = [];
  for (const a of DEMO_ACCOUNTS) if (await findUserByEmail(ctx.db, a.email)) demo.push(a);
  const lines = [
    '',
    `  Coaching platform is running at ${config.publicUrl}`,
    `  Database: ${ctx.dbKind === 'pglite' ? `embedded PGlite in ${config.dataDir}/pglite` : 'PostgreSQL'}` +
      ` · Redis: ${ctx.redis ? 'on' : 'off (one node)'} · Email: ${ctx.mailer.kind === 'smtp' ? 'SMTP' : `outbox, read it at ${config.publicUrl}/dev/mailbox`}`,
    `  API docs: ${config.publicUrl}/api/docs`,
  ];
  if (demo.length) {
    lines.push(`  Demo accounts${seeded ? ' (created now)' : ''}:`);
    for (const a of demo) lines.push(`    ${a.role.padEnd(7)} ${a.email.padEnd(22)} password: ${a.password}`);
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
