import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devMailboxEndpoints as e, type TOutboxAttachment } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { devOnly } from '../../plugins/dev-only.ts';
import { route } from '../../plugins/endpoint.ts';
import { latestOutboxEmails } from './queries.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const linkify = (s: string) => escape(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The files stored with an email (a JSON column, null when there are none). */
const filesOf = (attachments: unknown): TOutboxAttachment[] =>
  ((attachments as TOutboxAttachment[] | null) ?? []).map(({ filename, contentType, content }) => ({ filename, contentType, content }));
const filesHtml = (attachments: unknown) =>
  filesOf(attachments)
    .map(
      (f) =>
        `<details><summary>Attached: ${escape(f.filename)} (${escape(f.contentType)})</summary><pre class="file">${escape(f.content)}</pre></details>`,
    )
    .join('');

/**
 * The development mailbox: registered only while emails go to the outbox (no SMTP_URL) and the
 * development routes are not closed. It holds reset links and codes, so it answers only requests
 * from this machine through no proxy, unless DEV_ROUTES_PUBLIC=true (plugins/dev-only.ts).
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  devOnly(app, ctx.config.devRoutes);
  const latest = (to: string | undefined, limit: number) => latestOutboxEmails(ctx.db, to, limit);

  route(app, e.listOutboxEmails, async (req) => ({
    data: (await latest(req.query.to, req.query.limit)).map((mail) => ({
      id: mail.id,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.textBody,
      attachments: filesOf(mail.attachments),
      createdAt: mail.createdAt.toISOString(),
    })),
  }));

  route(app, e.showDevMailbox, async (_req, reply) => {
    const emails = await latest(undefined, 100);
    const items = emails
      .map(
        (mail) =>
          `<article><h2>${escape(mail.subject)}</h2><p class="meta">To ${escape(mail.toAddress)} · ${mail.createdAt.toISOString()}</p><pre>${linkify(mail.textBody)}</pre>${filesHtml(mail.attachments)}</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1a202c}
article{border:1px solid #cbd5e0;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
.meta{color:#4a5568;font-size:.9rem}pre{white-space:pre-wrap;font-family:inherit}pre.file{font-family:monospace;font-size:.8rem;overflow-wrap:anywhere}a{color:#2b6cb0}</style></head>
<body><main><h1>Development mailbox</h1>
<p>No SMTP_URL is set, so emails are kept here instead of being sent. Newest first.</p>
${items || '<p>No emails yet.</p>'}</main></body></html>`);
  });
};
