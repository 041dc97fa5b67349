import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@coach/db';
import type { JobRunner } from '../jobs/runner.ts';
import { findOutboundEmail, insertOutboundEmail, markEmailSent, recordDeliveryError } from './queries.ts';

/** A file sent with an email; text only (an iCalendar file is the one kind we send). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /**
   * For an iCalendar file, its METHOD (REQUEST, CANCEL, PUBLISH): it then also travels as the
   * message's text/calendar alternative, which is what makes mail clients offer Add / Accept.
   */
  method?: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  userId?: string | null;
  attachments?: EmailAttachment[];
}

/** The nodemailer fields for stored attachments: an invitation goes as `icalEvent`, anything else attached. */
export function attachmentFields(attachments: EmailAttachment[]): Pick<SendMailOptions, 'attachments' | 'icalEvent'> {
  const [invite, ...more] = attachments.filter((a) => a.method);
  const others = [...more, ...attachments.filter((a) => !a.method)];
  return {
    ...(invite ? { icalEvent: { method: invite.method, filename: invite.filename, content: invite.content } } : {}),
    ...(others.length
      ? { attachments: others.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) }
      : {}),
  };
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

  /**
   * Stores the email (and queues its delivery). With `trx`, both belong to the caller's
   * transaction: a job that claims rows and sends about them commits both or neither.
   */
  async send(msg: EmailMessage, trx: Kysely<Database> | Transaction<Database> = this.db): Promise<string> {
    const id = await insertOutboundEmail(trx, {
      userId: msg.userId ?? null,
      toAddress: msg.to,
      subject: msg.subject,
      textBody: msg.text,
      htmlBody: msg.html ?? null,
      attachments: msg.attachments?.length ? JSON.stringify(msg.attachments) : null,
      transport: this.kind,
      status: this.kind === 'smtp' ? 'queued' : 'stored',
      lastError: null,
      sentAt: null,
    });
    if (this.kind === 'smtp') {
      // Inside a transaction the job is not visible until commit; the runner's next poll takes it.
      await this.jobs.enqueue(DELIVER_EMAIL_JOB, { emailId: id }, { uniqueKey: `email:${id}` }, trx);
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
        ...attachmentFields((email.attachments as EmailAttachment[] | null) ?? []),
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
