import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { assertKey } from '../../providers/storage/types.ts';
import { isPlainText, looksLikeMarkup, startMatches } from './sniff.ts';

const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);
const MZ = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

describe('magic bytes', () => {
  it('accept a real PNG, JPEG and PDF under their own extensions', async () => {
    expect(await startMatches('png', await png())).toBe(true);
    expect(await startMatches('jpg', await jpeg())).toBe(true);
    expect(await startMatches('jpeg', await jpeg())).toBe(true);
    expect(await startMatches('pdf', PDF)).toBe(true);
  });

  it('refuse a file whose bytes are of another type than its extension', async () => {
    expect(await startMatches('jpg', await png())).toBe(false);
    expect(await startMatches('pdf', await png())).toBe(false);
    expect(await startMatches('png', PDF)).toBe(false);
  });

  it('refuse executables (ELF, MZ) renamed .png', async () => {
    expect(await startMatches('png', ELF)).toBe(false);
    expect(await startMatches('png', MZ)).toBe(false);
    expect(await startMatches('txt', ELF)).toBe(false);
  });

  it('refuse HTML renamed .jpg, and SVG under any extension', async () => {
    expect(await startMatches('jpg', HTML)).toBe(false);
    expect(await startMatches('txt', HTML)).toBe(false);
    expect(await startMatches('png', SVG)).toBe(false);
    expect(await startMatches('txt', SVG)).toBe(false);
    expect(looksLikeMarkup('Dear coach,\n<script src=x>')).toBe(true);
  });

  it('accept plain UTF-8 text as .txt, and refuse NUL bytes or broken UTF-8', async () => {
    expect(await startMatches('txt', Buffer.from('Notes for the session: 3 goals, ünïcode ✓\n'))).toBe(true);
    expect(await startMatches('txt', Buffer.from('a\0b'))).toBe(false);
    expect(await startMatches('txt', Buffer.from([0x61, 0xff, 0xfe, 0x62]))).toBe(false);
    expect(await startMatches('txt', Buffer.alloc(0))).toBe(false);
    // A multi-byte character cut at the end of the sniffed start is not a fault.
    expect(await startMatches('txt', Buffer.from('ab✓').subarray(0, 4))).toBe(true);
    expect(await isPlainText(Readable.from([Buffer.from('ab\xe2', 'latin1'), Buffer.from([0x9c, 0x93]), Buffer.from('cd')]))).toBe(true);
    expect(await isPlainText(Readable.from([Buffer.from('ok'), Buffer.from([0xe2, 0x9c])]))).toBe(false);
    expect(await isPlainText(Readable.from([Buffer.from('ok'), Buffer.from([0x00])]))).toBe(false);
  });

  it('storage keys outside the server’s shape never reach a path', () => {
    expect(() => assertKey('tmp/6f1c1c9e-2d7e-4a55-9a8e-0c2b8e1f4a11/avatar-abcdefgh12345678abcdefgh.png')).not.toThrow();
    expect(() => assertKey('../etc/passwd')).toThrow();
    expect(() => assertKey('avatar/6f1c1c9e-2d7e-4a55-9a8e-0c2b8e1f4a11/../../x.png')).toThrow();
  });
});
