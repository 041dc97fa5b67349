import { parseArgs } from 'node:util';
import { ZCreateAccessCodeBody, type TAccessCode } from '@coach/contract';
import { createDb, migrateToLatest } from '@coach/db';
import { loadConfig } from '../config.ts';
import { AppError } from '../lib/errors.ts';
import { systemClock } from '../lib/clock.ts';
import {
  accessCodesRequired,
  createAccessCode,
  listAccessCodes,
  setAccessCodeActiveByCode,
  setAccessCodesRequired,
  type AccessCodeContext,
} from '../modules/access-codes/service.ts';

export const USAGE = `Usage: node --import tsx scripts/access-codes.mjs <command>

  require [on|off]     show, or turn on or off, the access code gate for sign-ups
  create [--code X] [--max-uses N] [--expires YYYY-MM-DD] [--description text]
                       add a code (8 characters are generated when --code is absent);
                       --expires: usable through the end of that day (UTC)
  list                 every code with its uses
  disable CODE         stop a code from working
  enable CODE          let a disabled code work again

Reads DATABASE_URL and DATA_DIR as the server does.`;

class UsageError extends Error {}

const line = (c: TAccessCode) =>
  [
    c.code.padEnd(12),
    (c.isActive ? 'active' : 'disabled').padEnd(9),
    `${c.useCount}/${c.maxUses ?? '∞'}`.padEnd(10),
    (c.expiresAt ? `expires ${c.expiresAt.slice(0, 10)}` : 'no expiry').padEnd(19),
    c.description ?? '',
  ]
    .join(' ')
    .trimEnd();

function endOfDay(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new UsageError(`--expires wants a date as YYYY-MM-DD, not "${date}"`);
  }
  return `${date}T23:59:59.999Z`;
}

async function runCommand(ctx: AccessCodeContext, args: string[]): Promise<string> {
  const [command, ...rest] = args;
  switch (command) {
    case 'require': {
      const [value] = rest;
      if (value === undefined) return `Access codes are ${(await accessCodesRequired(ctx)) ? 'required' : 'not required'} to sign up.`;
      if (value !== 'on' && value !== 'off') throw new UsageError('require takes on or off');
      const on = await setAccessCodesRequired(ctx, value === 'on');
      return on ? 'Access codes are now required to sign up.' : 'Access codes are no longer required to sign up.';
    }
    case 'create': {
      const { values } = parseArgs({
        args: rest,
        options: {
          code: { type: 'string' },
          'max-uses': { type: 'string' },
          expires: { type: 'string' },
          description: { type: 'string' },
        },
      });
      const maxUses = values['max-uses'];
      if (maxUses !== undefined && !/^\d+$/.test(maxUses)) throw new UsageError('--max-uses wants a whole number');
      const body = ZCreateAccessCodeBody.parse({
        code: values.code,
        maxUses: maxUses === undefined ? undefined : Number(maxUses),
        expiresAt: values.expires === undefined ? undefined : endOfDay(values.expires),
        description: values.description,
      });
      return `Created ${line(await createAccessCode(ctx, body, null))}`;
    }
    case 'list': {
      const codes = await listAccessCodes(ctx);
      const gate = `Access codes are ${(await accessCodesRequired(ctx)) ? 'required' : 'not required'} to sign up.`;
      return [gate, ...(codes.length ? codes.map(line) : ['No access codes yet.'])].join('\n');
    }
    case 'disable':
    case 'enable': {
      const [code] = rest;
      if (!code) throw new UsageError(`${command} takes the code`);
      const updated = await setAccessCodeActiveByCode(ctx, code, command === 'enable');
      return `${command === 'enable' ? 'Enabled' : 'Disabled'} ${line(updated)}`;
    }
    default:
      throw new UsageError(command ? `Unknown command: ${command}` : 'Which command?');
  }
}

/** Runs one command against the server's database; returns the exit code. */
export async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    console.log(USAGE);
    return args.length === 0 ? 64 : 0;
  }
  const config = loadConfig();
  const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  try {
    await migrateToLatest(handle.db);
    console.log(await runCommand({ db: handle.db, clock: systemClock }, args));
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\n${USAGE}`);
      return 64;
    }
    if (err instanceof AppError) {
      console.error(err.message);
      return 1;
    }
    const issues = (err as { issues?: Array<{ path: PropertyKey[]; message: string }> }).issues;
    if (issues) {
      console.error(issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('\n'));
      return 1;
    }
    throw err;
  } finally {
    await handle.close();
  }
}
