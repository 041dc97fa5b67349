import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AppServer } from '../../src/app.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { DELIVER_EMAIL_JOB } from '../../src/providers/email/mailer.ts';
import { call, registerUser, runJobsUntil, startTestServer } from '../helpers.ts';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP peer on loopback that keeps what it receives. */
async function startSmtpPeer(port = 0) {
  const received: Received[] = [];
  const peer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const server = await new Promise<ReturnType<SMTPServer['listen']>>((resolve) => {
    const s = peer.listen(port, '127.0.0.1', () => resolve(s));
  });
  return {
    received,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => peer.close(() => resolve())),
  };
}

/** The message text with quoted-printable soft line breaks undone. */
const textOf = (raw: string) => raw.replace(/=\r?\n/g, '');

const toClose: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of toClose.splice(0).reverse()) await close();
});
afterAll(async () => {
  for (const close of toClose.splice(0).reverse()) await close();
});

async function appWithSmtp(port: number, clock?: ManualClock): Promise<AppServer> {
  const app = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` }, clock ? { clock } : {});
  toClose.push(() => app.close());
  return app;
}

const emailRow = (app: AppServer, to: string) =>
  app.ctx.db.selectFrom('outboundEmails').selectAll().where('toAddress', '=', to).orderBy('createdAt', 'desc').executeTakeFirst();

describe('email over SMTP', () => {
  it('delivers the verification code of a new account to the SMTP server', async () => {
    const peer = await startSmtpPeer();
    toClose.push(peer.close);
    const app = await appWithSmtp(peer.port);
    expect(app.ctx.mailer.kind).toBe('smtp');

    const { email, token } = await registerUser(app);
    const queued = await emailRow(app, email);
    expect(queued).toMatchObject({ transport: 'smtp', status: 'queued', sentAt: null });

    const sent = await runJobsUntil(app, async () => {
      const row = await emailRow(app, email);
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.lastError).toBeNull();

    const message = await runJobsUntil(app, async () => peer.received.find((m) => m.to.includes(email)));
    expect(message.from).toBe('no-reply@coaching.local');
    expect(message.raw).toMatch(/^Subject: Your verification code\r?$/m);
    const code = /Your verification code is (\d{6})\b/.exec(textOf(message.raw))?.[1];
    expect(code).toMatch(/^\d{6}$/);

    // The code that went over the wire is the one the server accepts.
    const verify = await call(app, 'POST', '/api/email/verify', { token, payload: { code } });
    expect(verify.statusCode).toBe(200);
  });

  it('records the error and retries later while the SMTP server is down', async () => {
    // Find a free port, then leave nothing listening on it.
    const probe = await startSmtpPeer();
    const port = probe.port;
    await probe.close();

    const clock = new ManualClock();
    const app = await appWithSmtp(port, clock);
    const { email } = await registerUser(app);
    const row = await emailRow(app, email);
    const job = () => app.ctx.db.selectFrom('jobs').selectAll().where('uniqueKey', '=', `email:${row!.id}`).executeTakeFirstOrThrow();

    const failed = await runJobsUntil(app, async () => {
      const j = await job();
      return j.attempts >= 1 && j.status === 'queued' ? j : undefined;
    });
    expect(failed.name).toBe(DELIVER_EMAIL_JOB);
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.runAt.getTime()).toBeGreaterThan(clock.now().getTime());
    const pending = await emailRow(app, email);
    expect(pending).toMatchObject({ status: 'queued', sentAt: null });
    expect(pending!.lastError).toMatch(/ECONNREFUSED|connect/i);

    // The server comes back; once the wait is over the retry delivers.
    const peer = await startSmtpPeer(port);
    toClose.push(peer.close);
    clock.advance(60_000);
    const delivered = await runJobsUntil(app, async () => {
      const r = await emailRow(app, email);
      return r?.status === 'sent' ? r : undefined;
    });
    expect(delivered.lastError).toBeNull();
    expect((await job()).status).toBe('done');
    expect(peer.received.some((m) => m.to.includes(email))).toBe(true);
  });

  it('leaves delivery to the nodes that have SMTP: a node without it never claims the job', async () => {
    const clock = new ManualClock();
    const sender = await appWithSmtp(1, clock);
    const outboxNode = await startTestServer({}, { clock });
    toClose.push(() => outboxNode.close());
    expect(outboxNode.ctx.mailer.kind).toBe('outbox');

    const { email } = await registerUser(sender);
    const row = await emailRow(sender, email);
    clock.advance(60_000);
    await outboxNode.ctx.jobs.runDue(50);
    const job = await sender.ctx.db.selectFrom('jobs').selectAll().where('uniqueKey', '=', `email:${row!.id}`).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    expect(await emailRow(sender, email)).toMatchObject({ status: 'queued', sentAt: null });
  });
});
