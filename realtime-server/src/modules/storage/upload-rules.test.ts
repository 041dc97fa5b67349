import { describe, expect, it } from 'vitest';
import { UPLOAD_ERR, UPLOAD_RULES, uploadAccept, uploadProblem } from '@coach/contract';
import { finalKeyFor, tmpKeyFor } from './keys.ts';

const MB = 1024 * 1024;
const USER = '6f1c1c9e-2d7e-4a55-9a8e-0c2b8e1f4a11';

describe('upload type and size rules', () => {
  it('accepts each type’s extensions with their content types, and nothing else', () => {
    expect(uploadProblem('avatar', 'jpg', 'image/jpeg')).toBeNull();
    expect(uploadProblem('avatar', '.JPEG', 'image/jpeg')).toBeNull();
    expect(uploadProblem('avatar', 'png', 'image/png')).toBeNull();
    expect(uploadProblem('avatar', 'gif', 'image/gif')).toBeNull();
    expect(uploadProblem('avatar', 'webp', 'image/webp; charset=x')).toBeNull();
    expect(uploadProblem('avatar', 'pdf', 'application/pdf')).toBe(UPLOAD_ERR.TYPE_NOT_ALLOWED('avatar'));
    expect(uploadProblem('credential', 'pdf', 'application/pdf')).toBeNull();
    expect(uploadProblem('credential', 'gif', 'image/gif')).toBe(UPLOAD_ERR.TYPE_NOT_ALLOWED('credential'));
    expect(uploadProblem('credential', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      UPLOAD_ERR.TYPE_NOT_ALLOWED('credential'),
    );
    for (const [ext, ct] of [
      ['txt', 'text/plain'],
      ['doc', 'application/msword'],
      ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['pdf', 'application/pdf'],
      ['jpg', 'image/jpeg'],
    ] as const) {
      expect(uploadProblem('document', ext, ct)).toBeNull();
    }
    expect(uploadProblem('document', 'webp', 'image/webp')).toBe(UPLOAD_ERR.TYPE_NOT_ALLOWED('document'));
  });

  it('never accepts SVG or HTML, nor odd extensions', () => {
    for (const type of ['avatar', 'credential', 'document'] as const) {
      expect(uploadProblem(type, 'svg', 'image/svg+xml')).toBe(UPLOAD_ERR.TYPE_NOT_ALLOWED(type));
      expect(uploadProblem(type, 'html', 'text/html')).toBe(UPLOAD_ERR.TYPE_NOT_ALLOWED(type));
      expect(uploadProblem(type, '../png', 'image/png')).toBe(UPLOAD_ERR.TYPE_NOT_ALLOWED(type));
      expect(uploadAccept(type)).not.toMatch(/svg|html/);
    }
  });

  it('wants the declared content type to be the extension’s', () => {
    expect(uploadProblem('avatar', 'png', 'image/jpeg')).toBe(UPLOAD_ERR.CONTENT_TYPE_MISMATCH);
    expect(uploadProblem('document', 'txt', 'text/html')).toBe(UPLOAD_ERR.CONTENT_TYPE_MISMATCH);
    expect(uploadProblem('credential', 'pdf', '')).toBe(UPLOAD_ERR.CONTENT_TYPE_MISMATCH);
  });

  it('limits avatars to 5 MB, credentials to 10 MB, documents to 50 MB', () => {
    expect(UPLOAD_RULES.avatar.maxBytes).toBe(5 * MB);
    expect(UPLOAD_RULES.credential.maxBytes).toBe(10 * MB);
    expect(UPLOAD_RULES.document.maxBytes).toBe(50 * MB);
    expect(uploadProblem('avatar', 'png', 'image/png', 5 * MB)).toBeNull();
    expect(uploadProblem('avatar', 'png', 'image/png', 5 * MB + 1)).toBe('The file is too large. The limit is 5MB.');
    expect(uploadProblem('credential', 'pdf', 'application/pdf', 10 * MB + 1)).toBe('The file is too large. The limit is 10MB.');
    expect(uploadProblem('document', 'pdf', 'application/pdf', 50 * MB)).toBeNull();
    expect(uploadProblem('document', 'pdf', 'application/pdf', 50 * MB + 1)).toBe(UPLOAD_ERR.TOO_LARGE('document'));
    expect(uploadProblem('document', 'pdf', 'application/pdf', 0)).toBe(UPLOAD_ERR.EMPTY);
  });
});

describe('storage keys', () => {
  it('are made by the server under the user and the type, random each time', () => {
    const a = tmpKeyFor(USER, 'avatar', 'png');
    const b = tmpKeyFor(USER, 'avatar', 'png');
    expect(a).toMatch(new RegExp(`^tmp/${USER}/avatar-[A-Za-z0-9_-]{24}\\.png$`));
    expect(a).not.toBe(b);
    const f = finalKeyFor(USER, 'credential', 'pdf');
    expect(f).toMatch(new RegExp(`^credential/${USER}/[A-Za-z0-9_-]{24}\\.pdf$`));
    expect(finalKeyFor(USER, 'credential', 'pdf')).not.toBe(f);
  });
});
