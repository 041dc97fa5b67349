import { DateTime } from 'luxon';
import { CSV_COLUMNS, type TSession } from '@coach/contract';

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a leading tab or carriage return that
 * some programs skip before one, or a `;`, which spreadsheets that split on semicolons read as the
 * end of an empty cell before one) gets a leading apostrophe, as OWASP's CSV-injection advice says.
 * A `;` anywhere is quoted too, so that such a spreadsheet keeps the cell whole and no part of it
 * starts a cell of its own.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r;]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line per session in CSV_COLUMNS order; times in the coach's zone with their offset. */
export function sessionsCsv(sessions: TSession[], timeZone: string): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const s of sessions) {
    const at = DateTime.fromISO(s.scheduledAt, { zone: timeZone }).toISO({ suppressMilliseconds: true }) ?? s.scheduledAt;
    const cells = [`${s.client.firstName} ${s.client.lastName}`.trim(), s.client.email, at, s.duration, s.sessionType, s.status];
    lines.push(cells.map(csvCell).join(','));
  }
  // RFC 4180: CRLF after every record, the last one included.
  return `${lines.join('\r\n')}\r\n`;
}
