import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_KINDS,
  CREDENTIAL_PLACEHOLDERS,
  CREDENTIALS_PER_KIND_MAX,
  PROFILE_ERR,
  ROLE,
  type CredentialKind,
} from '@coach/contract';
import { credentialDocumentKey, setCredentialDocument } from '../../src/modules/profile/credential-queries.ts';
import { call, nextEvent, serverForFile, socketsForFile } from '../helpers.ts';
import { buildUser, type BuiltUser } from '../factories/people.ts';

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' });
const sockets = socketsForFile(server);

const url = (kind: CredentialKind, id?: string) => `/api/account/credentials/${kind}${id ? `/${id}` : ''}`;
const coach = () => buildUser(server, { role: ROLE.COACH });
const list = (u: BuiltUser, kind: CredentialKind) => call(server, 'GET', url(kind), { token: u.token });
const create = (u: BuiltUser, kind: CredentialKind, payload: object = {}) => call(server, 'POST', url(kind), { token: u.token, payload });
const update = (u: BuiltUser, kind: CredentialKind, id: string, payload: object) =>
  call(server, 'PUT', url(kind, id), { token: u.token, payload });
const remove = (u: BuiltUser, kind: CredentialKind, id: string) => call(server, 'DELETE', url(kind, id), { token: u.token });

async function created(u: BuiltUser, kind: CredentialKind, payload: object = {}) {
  const res = await create(u, kind, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string } & Record<string, unknown>;
}

/** A full entry of each kind, and a change to it. */
const FULL: Record<CredentialKind, { body: Record<string, unknown>; change: Record<string, unknown> }> = {
  certifications: {
    body: {
      name: 'ICF Associate Certified Coach',
      issuingBody: 'ICF',
      issueDate: '2021-05-01',
      expiryDate: '2027-05-01',
      credentialId: 'ACC-12345',
    },
    change: { name: 'ICF Professional Certified Coach', expiryDate: null, credentialId: '' },
  },
  education: {
    body: {
      institution: 'University of Toronto',
      degree: 'MA',
      fieldOfStudy: 'Counselling Psychology',
      graduationYear: 2015,
      isOngoing: false,
    },
    change: { degree: 'PhD', graduationYear: null, isOngoing: true },
  },
  experience: {
    body: {
      title: 'Executive Coach',
      company: 'Northwind',
      startDate: '2018-01-15',
      endDate: '2023-06-30',
      isCurrent: false,
      description: 'Coached 40 leaders.',
    },
    change: { endDate: '', isCurrent: true, description: null },
  },
};
/** What a change reads back as: blank texts and dates cleared. */
const AFTER: Record<CredentialKind, Record<string, unknown>> = {
  certifications: { name: 'ICF Professional Certified Coach', expiryDate: null, credentialId: null, issuingBody: 'ICF' },
  education: { degree: 'PhD', graduationYear: null, isOngoing: true, institution: 'University of Toronto' },
  experience: { endDate: null, isCurrent: true, description: null, startDate: '2018-01-15' },
};

for (const kind of CREDENTIAL_KINDS) {
  describe(`/api/account/credentials/${kind}`, () => {
    it('creates an entry with the placeholders, lists it, updates it, deletes it', async () => {
      const c = await coach();
      const blank = await created(c, kind);
      expect(blank).toMatchObject(CREDENTIAL_PLACEHOLDERS[kind]);
      if (kind === 'certifications') expect(blank).toMatchObject({ verificationStatus: 'pending', documentUrl: null, issueDate: null });
      const full = await created(c, kind, FULL[kind].body);
      expect(full).toMatchObject(FULL[kind].body);

      const listed = await list(c, kind);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data.map((e: { id: string }) => e.id)).toEqual([blank.id, full.id]);

      const changed = await update(c, kind, full.id, FULL[kind].change);
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data).toMatchObject({ id: full.id, ...AFTER[kind] });
      expect((await list(c, kind)).json().data[1]).toMatchObject(AFTER[kind]);

      const gone = await remove(c, kind, blank.id);
      expect(gone.statusCode).toBe(200);
      expect(gone.json()).toEqual({ data: { success: true } });
      expect((await list(c, kind)).json().data.map((e: { id: string }) => e.id)).toEqual([full.id]);
      // The extended profile carries the same list.
      const page = await call(server, 'GET', '/api/account/profile/extended', { token: c.token });
      expect(page.json().data[kind].map((e: { id: string }) => e.id)).toEqual([full.id]);
    });

    it("answers 404 for another coach's entry and for one that does not exist, and changes nothing", async () => {
      const owner = await coach();
      const other = await coach();
      const entry = await created(owner, kind, FULL[kind].body);
      for (const id of [entry.id, '00000000-0000-4000-8000-000000000000']) {
        for (const res of [await update(other, kind, id, FULL[kind].change), await remove(other, kind, id)]) {
          expect(res.statusCode).toBe(404);
          expect(res.json()).toMatchObject({ error: PROFILE_ERR.CREDENTIAL_NOT_FOUND[kind], code: 'CREDENTIAL_NOT_FOUND' });
        }
      }
      expect((await list(other, kind)).json().data).toEqual([]);
      expect((await list(owner, kind)).json().data).toEqual([expect.objectContaining({ id: entry.id, ...FULL[kind].body })]);
      expect((await update(owner, kind, 'not-a-uuid', {})).statusCode).toBe(400);
    });

    it('answers 403 to a client for every call', async () => {
      const client = await buildUser(server);
      const someone = await created(await coach(), kind);
      for (const res of [
        await list(client, kind),
        await create(client, kind),
        await update(client, kind, someone.id, {}),
        await remove(client, kind, someone.id),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: PROFILE_ERR.CREDENTIALS_COACHES_ONLY, code: 'CREDENTIALS_COACHES_ONLY' });
      }
      expect((await call(server, 'GET', url(kind))).statusCode).toBe(401);
    });

    it(`refuses a ${CREDENTIALS_PER_KIND_MAX + 1}th entry`, async () => {
      const c = await coach();
      const table = { certifications: 'coachCertifications', education: 'coachEducation', experience: 'coachExperience' } as const;
      const rows = Array.from({ length: CREDENTIALS_PER_KIND_MAX }, () => ({ userId: c.user.id, ...CREDENTIAL_PLACEHOLDERS[kind] }));
      await server.ctx.db
        .insertInto(table[kind] as 'coachEducation')
        .values(rows as never)
        .execute();
      const res = await create(c, kind);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(PROFILE_ERR.CREDENTIALS_LIMIT(kind));
    });
  });
}

describe('credential fields', () => {
  it('never lets anyone set the verification status or the document', async () => {
    const c = await coach();
    const entry = await created(c, 'certifications');
    for (const payload of [{ verificationStatus: 'verified' }, { documentUrl: '/x' }, { documentKey: 'k' }, { userId: c.user.id }]) {
      for (const res of [await create(c, 'certifications', payload), await update(c, 'certifications', entry.id, payload)]) {
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error).toContain('Unknown field');
      }
    }
    expect((await list(c, 'certifications')).json().data).toEqual([
      expect.objectContaining({ verificationStatus: 'pending', documentUrl: null }),
    ]);
  });

  it('takes only real dates (or an emptied date input) and bounded texts', async () => {
    const c = await coach();
    const cases: Array<[CredentialKind, object, string]> = [
      ['certifications', { issueDate: '2026-02-30' }, `issueDate: ${PROFILE_ERR.DATE_INVALID}`],
      ['certifications', { expiryDate: '05/01/2027' }, `expiryDate: ${PROFILE_ERR.DATE_INVALID}`],
      ['experience', { startDate: '2026-13-01' }, `startDate: ${PROFILE_ERR.DATE_INVALID}`],
      ['education', { graduationYear: 1850 }, 'graduationYear: '],
      ['education', { isOngoing: 'yes' }, 'isOngoing: '],
      ['experience', { description: 'x'.repeat(2001) }, 'description: '],
      ['certifications', { name: 'x'.repeat(201) }, 'name: '],
    ];
    for (const [kind, payload, error] of cases) {
      const res = await create(c, kind, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toContain(error);
    }
    // No save-time rules beyond that (docs/profiles-and-directory.md#credentials): an expiry before the issue date, a blank name.
    expect(await created(c, 'certifications', { name: ' ', issueDate: '2024-02-29', expiryDate: '2020-01-01' })).toMatchObject({
      name: '',
      issueDate: '2024-02-29',
      expiryDate: '2020-01-01',
    });
  });

  it("attaches an uploaded document to the owner's certification only", async () => {
    const owner = await coach();
    const other = await coach();
    const entry = await created(owner, 'certifications');
    const key = `credential/${owner.user.id}/diploma.pdf`;
    expect(await setCredentialDocument(server.ctx.db, other.user.id, entry.id, key)).toBe(false);
    expect(await setCredentialDocument(server.ctx.db, owner.user.id, 'not-a-uuid', key)).toBe(false);
    expect((await list(owner, 'certifications')).json().data[0].documentUrl).toBeNull();
    expect(await credentialDocumentKey(server.ctx.db, owner.user.id, 'not-a-uuid')).toBeUndefined();
    expect(await credentialDocumentKey(server.ctx.db, other.user.id, entry.id)).toBeUndefined();
    expect(await credentialDocumentKey(server.ctx.db, owner.user.id, entry.id)).toBeNull();
    expect(await setCredentialDocument(server.ctx.db, owner.user.id, entry.id, key)).toBe(true);
    expect(await credentialDocumentKey(server.ctx.db, owner.user.id, entry.id)).toBe(key);
    expect((await list(owner, 'certifications')).json().data[0].documentUrl).toBe(`/api/storage/files/${key}`);
  });

  it("are in the coach's data export, dates as written", async () => {
    const c = await coach();
    await created(c, 'certifications', FULL.certifications.body);
    await created(c, 'education', FULL.education.body);
    await created(c, 'experience', FULL.experience.body);
    const res = await call(server, 'GET', '/api/account/export-data', { token: c.token });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.certifications).toEqual([expect.objectContaining({ ...FULL.certifications.body, verificationStatus: 'pending' })]);
    expect(data.education).toEqual([expect.objectContaining(FULL.education.body)]);
    expect(data.experience).toEqual([expect.objectContaining(FULL.experience.body)]);
    expect(data.coachingPreferences).toBeNull();
  });

  it("tells the coach's other tabs which list changed", async () => {
    const c = await coach();
    const otherTab = await sockets.connect(c.token);
    for (const kind of CREDENTIAL_KINDS) {
      const pushed = nextEvent(otherTab, 'profile:changed');
      const entry = await created(c, kind);
      expect(await pushed).toEqual({ sections: [kind] });
      const again = nextEvent(otherTab, 'profile:changed');
      await remove(c, kind, entry.id);
      expect(await again).toEqual({ sections: [kind] });
    }
  });
});
