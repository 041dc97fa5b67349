import { describe, expect, it } from 'vitest';
import type { TSession } from '@coach/contract';
import { csvCell, sessionsCsv } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell(60)).toBe('60');
  });

  it('quotes a comma, a quote or a line break, doubling quotes (RFC 4180)', () => {
    expect(csvCell('Lovelace, Ada')).toBe('"Lovelace, Ada"');
    expect(csvCell('Ada "the first" L')).toBe('"Ada ""the first"" L"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it.each(['=SUM(A1:A2)', '+1', '-2', '@cmd', '\tx', '\rx', ';=cmd|/C calc'])('defuses a cell starting like a formula: %j', (text) => {
    const cell = csvCell(text);
    const unquoted = cell.startsWith('"') ? cell.slice(1, -1) : cell;
    expect(unquoted).toBe(`'${text}`);
  });

  it('quotes a semicolon, so a spreadsheet splitting on it keeps the cell whole', () => {
    expect(csvCell('Ada;=1+1')).toBe('"Ada;=1+1"');
    expect(csvCell(';=1+1')).toBe(`"';=1+1"`);
  });

  it('defuses and quotes at once', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });
});

describe('sessionsCsv', () => {
  const session = {
    scheduledAt: '2026-03-08T13:00:00.000Z',
    duration: 60,
    sessionType: 'video',
    status: 'CONFIRMED',
    client: { firstName: '=cmd', lastName: 'Smith, Jr', email: 'a@example.test' },
  } as unknown as TSession;

  it('writes the header and a line per session, in the coach zone, CRLF after each', () => {
    expect(sessionsCsv([session], 'America/New_York')).toBe(
      'CoacheeName,Email,Datetime,Duration,Type,Status\r\n' +
        `"'=cmd Smith, Jr",a@example.test,2026-03-08T09:00:00-04:00,60,video,CONFIRMED\r\n`,
    );
  });

  it('is the header alone without sessions', () => {
    expect(sessionsCsv([], 'UTC')).toBe('CoacheeName,Email,Datetime,Duration,Type,Status\r\n');
  });
});
