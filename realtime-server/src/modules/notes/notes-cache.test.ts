import { describe, expect, it } from 'vitest';
import type { TNote, TSession } from '@coach/contract';
import { EventBus } from '../../events.ts';
import { NotesCache, watchNoteReaders } from './notes-cache.ts';

const NOW = 1_000_000;

describe('NotesCache', () => {
  it('serves an answer to its reader, token version and query only, until it is too old', () => {
    const cache = new NotesCache(true, 5000);
    cache.keep(cache.stamp('coach'), 'coach', 3, 'q=a', '{"data":1}', NOW);
    expect(cache.get('coach', 3, 'q=a', NOW + 4999)).toBe('{"data":1}');
    expect(cache.get('coach', 4, 'q=a', NOW)).toBeUndefined();
    expect(cache.get('coach', 3, 'q=b', NOW)).toBeUndefined();
    expect(cache.get('other', 3, 'q=a', NOW)).toBeUndefined();
    expect(cache.get('coach', 3, 'q=a', NOW + 5000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps nothing read before a drop of the reader's notes, or when off", () => {
    const cache = new NotesCache(true);
    const stamp = cache.stamp('coach');
    const otherStamp = cache.stamp('other');
    cache.dropReader('coach');
    cache.keep(stamp, 'coach', 0, 'q', 'stale', NOW);
    cache.keep(otherStamp, 'other', 0, 'q', 'fresh', NOW);
    expect(cache.get('coach', 0, 'q', NOW)).toBeUndefined();
    expect(cache.get('other', 0, 'q', NOW)).toBe('fresh');

    const all = cache.stamp('other');
    cache.dropAll();
    cache.keep(all, 'other', 0, 'q', 'stale', NOW);
    expect(cache.size).toBe(0);

    const off = new NotesCache(false);
    off.keep(off.stamp('coach'), 'coach', 0, 'q', 'x', NOW);
    expect(off.get('coach', 0, 'q', NOW)).toBeUndefined();
  });

  it('drops one reader’s answers and leaves the others', () => {
    const cache = new NotesCache(true);
    for (const q of ['a', 'b']) cache.keep(cache.stamp('coach'), 'coach', 0, q, q, NOW);
    cache.keep(cache.stamp('client'), 'client', 0, 'a', 'c', NOW);
    cache.dropReader('coach');
    expect([cache.get('coach', 0, 'a', NOW), cache.get('coach', 0, 'b', NOW), cache.get('client', 0, 'a', NOW)]).toEqual([
      undefined,
      undefined,
      'c',
    ]);
    expect(cache.size).toBe(1);
  });

  it('holds at most its bytes, the oldest answers going first, and no answer too large', () => {
    const cache = new NotesCache(true, 5000, 30);
    for (const q of ['1', '2', '3']) cache.keep(cache.stamp('r'), 'r', 0, q, 'x'.repeat(10), NOW);
    cache.keep(cache.stamp('r'), 'r', 0, '4', 'y'.repeat(10), NOW);
    expect([cache.get('r', 0, '1', NOW), cache.get('r', 0, '2', NOW), cache.get('r', 0, '4', NOW)]).toEqual([
      undefined,
      'x'.repeat(10),
      'y'.repeat(10),
    ]);
    const big = new NotesCache(true);
    big.keep(big.stamp('r'), 'r', 0, 'q', 'z'.repeat(256 * 1024 + 1), NOW);
    expect(big.size).toBe(0);
  });
});

describe('watchNoteReaders', () => {
  it("drops the answers of a changed note's coach, client and author, and every answer when an account changes", () => {
    const events = new EventBus();
    const cache = new NotesCache(true);
    const unwatch = watchNoteReaders(cache, events);
    const fill = () => ['coach', 'client', 'author', 'bystander'].forEach((r) => cache.keep(cache.stamp(r), r, 0, 'q', r, NOW));
    const held = () => ['coach', 'client', 'author', 'bystander'].filter((r) => cache.get(r, 0, 'q', NOW) !== undefined);
    const deleted = { noteId: 'n', sessionId: null, coacheeId: 'client', authorId: 'author', coachId: 'coach', isPrivate: true };

    fill();
    events.publish('note.changed', { coachId: 'coach', note: { coacheeId: 'client', author: { id: 'author' } } as TNote });
    expect(held()).toEqual(['bystander']);
    fill();
    events.publish('note.deleted', deleted);
    expect(held()).toEqual(['bystander']);
    fill();
    events.publish('session.changed', {
      session: { coach: { id: 'coach' }, client: { id: 'client' } } as TSession,
      change: 'rescheduled',
      actorId: null,
    });
    expect(held()).toEqual(['author', 'bystander']);
    fill();
    events.publish('user.updated', { userId: 'someone' });
    expect(held()).toEqual([]);
    fill();
    events.publish('user.tokensRevoked', { userId: 'someone', tokenVersion: 2, reason: 'password_changed' });
    expect(held()).toEqual([]);

    unwatch();
    fill();
    events.publish('note.deleted', deleted);
    expect(held()).toHaveLength(4);
  });
});
