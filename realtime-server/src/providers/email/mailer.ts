import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '@coach/db';
import type { JobRunner } from '../jobs/runner.ts';
import { findOutboundEmail, insertOutboundEmail, markEmailSent, recordDeliveryError } from './queries.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  userId?: string | null;
}

interface Logger {
  info(obj: object, msg?: string): void;
}

export const DELIVER_EMAIL_JOB = 'email.deliver';

/**
 * Every email is stored in `outbound_emails`. With SMTP_URL set it is then delivered by a job
 * (retried, survives restarts); without it the row is the outbox, read at the development mailbox.
 */
export class Mailer {
  readonly kind: 'smtp' | 'outbox';
  private transport: Transporter | undefined;

  constructor(
    private db: Kysely<Database>,
    private jobs: JobRunner,
    private log: Logger,
    private opts: { smtpUrl: string | undefined; from: string },
  ) {
    this.kind = opts.smtpUrl ? 'smtp' : 'outbox';
    // Only a node that can deliver takes delivery jobs; an outbox node would mark them done unsent.
    if (opts.smtpUrl) {
      this.transport = nodemailer.createTransport(opts.smtpUrl);
      jobs.register<{ emailId: string }>(DELIVER_EMAIL_JOB, (p) => this.deliver(p.emailId));
    }
  }

  async send(msg: EmailMessage): Promise<string> {
    const id = await insertOutboundEmail(this.db, {
      userId: msg.userId ?? null,
      toAddress: msg.to,
      subject: msg.subject,
      textBody: msg.text,
      htmlBody: msg.html ?? null,
      transport: this.kind,
      status: this.kind === 'smtp' ? 'queued' : 'stored',
      lastError: null,
      sentAt: null,
    });
    if (this.kind === 'smtp') {
      await this.jobs.enqueue(DELIVER_EMAIL_JOB, { emailId: id }, { uniqueKey: `email:${id}` });
    } else {
      // The outbox is for development: the log line carries the link or code so nobody is stuck.
      this.log.info({ to: msg.to, subject: msg.subject, body: msg.text }, 'email stored in the outbox (no SMTP_URL)');
    }
    return id;
  }

  private async deliver(emailId: string): Promise<void> {
    const email = await findOutboundEmail(this.db, emailId);
    if (!email || email.status === 'sent' || !this.transport) return;
    try {
      await this.transport.sendMail({
        from: this.opts.from,
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        ...(email.htmlBody ? { html: email.htmlBody } : {}),
      });
    } catch (err) {
      await recordDeliveryError(this.db, emailId, err instanceof Error ? err.message : String(err));
      throw err;
    }
    await markEmailSent(this.db, emailId, new Date());
  }

  close(): void {
    this.transport?.close();
  }
}
