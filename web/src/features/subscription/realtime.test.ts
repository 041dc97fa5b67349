import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { FakeSocket, onSocket } from '../../test/socket.ts';
import { coachingKeys } from '../coaching-access/api.ts';
import { subscriptionKeys } from './api.ts';
import { useSubscriptionRealtime } from './realtime.ts';

const USER = '00000000-0000-4000-8000-000000000001';

/** A cache as a signed-in tab has it: the status, invoices, access and plans already read. */
function loadedCache() {
  const client = new QueryClient();
  client.setQueryData(subscriptionKeys.status(USER), { status: 'none' });
  client.setQueryData(subscriptionKeys.history(USER), []);
  client.setQueryData(coachingKeys.access(USER), { hasAccess: false });
  client.setQueryData(subscriptionKeys.plans(), []);
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, stale };
}

function listening() {
  const socket = new FakeSocket();
  const { client, stale } = loadedCache();
  renderHook(() => useSubscriptionRealtime(), { wrapper: onSocket(socket, client) });
  return { socket, stale };
}

describe('useSubscriptionRealtime', () => {
  it("reads the status, invoices and coaching access again on 'subscription:changed', not the plans", () => {
    const { socket, stale } = listening();
    expect(stale(coachingKeys.access(USER))).toBe(false);
    socket.push('subscription:changed', { status: 'active' });
    expect(stale(subscriptionKeys.status(USER))).toBe(true);
    expect(stale(subscriptionKeys.history(USER))).toBe(true);
    expect(stale(coachingKeys.access(USER))).toBe(true);
    expect(stale(subscriptionKeys.plans())).toBe(false);
  });

  it('reads again after a reconnect (a push may have been missed), not on the first connect', () => {
    const { socket, stale } = listening();
    socket.fire('connect');
    expect(stale(subscriptionKeys.status(USER))).toBe(false);
    socket.fire('connect');
    expect(stale(subscriptionKeys.status(USER))).toBe(true);
    expect(stale(coachingKeys.access(USER))).toBe(true);
  });
});
