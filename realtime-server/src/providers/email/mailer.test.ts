import { describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { attachmentFields } from './mailer.ts';

const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';

/** The MIME text nodemailer would hand to SMTP for these fields. */
async function mime(fields: ReturnType<typeof attachmentFields>): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transport.sendMail({ from: 'a@example.test', to: 'b@example.test', subject: 's', text: 'body', ...fields });
  return (info.message as Buffer).toString('utf8');
}

describe('attachmentFields', () => {
  it('sends an iCalendar file with a method as the text/calendar alternative and as a file', async () => {
    const fields = attachmentFields([
      { filename: 'session.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics, method: 'REQUEST' },
    ]);
    expect(fields.icalEvent).toMatchObject({ method: 'REQUEST', filename: 'session.ics', content: ics });
    expect(fields.attachments).toBeUndefined();
    const raw = await mime(fields);
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(raw).toMatch(/filename=session\.ics/);
    expect(raw).toContain('body');
  });

  it('attaches files without a method as they are, and nothing when there are none', async () => {
    const fields = attachmentFields([{ filename: 'notes.txt', contentType: 'text/plain', content: 'hello' }]);
    expect(fields.icalEvent).toBeUndefined();
    expect(await mime(fields)).toMatch(/Content-Type: text\/plain; name=notes\.txt/);
    expect(attachmentFields([])).toEqual({});
  });
});
