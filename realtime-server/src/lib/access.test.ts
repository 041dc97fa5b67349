import { describe, expect, it } from 'vitest';
import type { Db } from '@coach/db';
import { defineAccess, ownedRowAccess, requireAccess } from './access.ts';
import { AppError, notFound } from './errors.ts';

// A rule over an in-memory table: rows by id, each with its owner.
const rows = new Map([['n1', { id: 'n1', ownerId: 'ada' }]]);
const calls: { userId: string; id: string; forUpdate: boolean }[] = [];
const noteAccess = defineAccess({
  async find(_db, userId, id: string, { forUpdate }) {
    calls.push({ userId, id, forUpdate });
    const row = rows.get(id);
    return row && row.ownerId === userId ? row : undefined;
  },
  notFound: () => notFound('Note not found', 'NOTE_NOT_FOUND'),
});
const db = {} as Db;

describe('requireAccess', () => {
  it("gives the row to the person who may touch it, and asks the rule with the caller's id", async () => {
    await expect(requireAccess(db, noteAccess, { id: 'ada' }, 'n1', { forUpdate: true })).resolves.toEqual({ id: 'n1', ownerId: 'ada' });
    expect(calls.at(-1)).toEqual({ userId: 'ada', id: 'n1', forUpdate: true });
  });

  it("answers a stranger and a missing id with the same 404, so a row's existence does not leak", async () => {
    const stranger = await requireAccess(db, noteAccess, { id: 'bob' }, 'n1').catch((e: unknown) => e);
    const missing = await requireAccess(db, noteAccess, { id: 'ada' }, 'n2').catch((e: unknown) => e);
    for (const err of [stranger, missing]) {
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ statusCode: 404, code: 'NOTE_NOT_FOUND', message: 'Note not found' });
    }
    expect(calls.at(-1)?.forUpdate).toBe(false);
  });
});

describe('ownedRowAccess', () => {
  const loads: { id: string; forUpdate: boolean }[] = [];
  const owned = ownedRowAccess(
    async (_db, id: string, forUpdate) => {
      loads.push({ id, forUpdate });
      return rows.get(id);
    },
    (row) => row.ownerId,
    () => notFound('Note not found', 'NOTE_NOT_FOUND'),
  );

  it('gives the row to its owner, loaded with the lock asked for', async () => {
    await expect(requireAccess(db, owned, { id: 'ada' }, 'n1', { forUpdate: true })).resolves.toEqual({ id: 'n1', ownerId: 'ada' });
    expect(loads.at(-1)).toEqual({ id: 'n1', forUpdate: true });
  });

  it("answers anyone but the owner, and a missing id, with the rule's 404", async () => {
    for (const [user, id] of [
      ['bob', 'n1'],
      ['ada', 'n2'],
    ] as const) {
      await expect(requireAccess(db, owned, { id: user }, id)).rejects.toMatchObject({ statusCode: 404, code: 'NOTE_NOT_FOUND' });
    }
  });
});
