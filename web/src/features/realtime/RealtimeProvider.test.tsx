import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ERR } from '@coach/contract';
import { useAuth } from '../auth/store.ts';
import { queryClient } from '../../lib/query.ts';
import { coachingKeys } from '../coaching-access/api.ts';
import { subscriptionKeys } from '../subscription/api.ts';
import type { FakeSocket } from '../../test/socket.ts';

/** The tab's socket is a fake: the test plays the server's side of the handshake. */
const sockets = vi.hoisted(() => [] as FakeSocket[]);
vi.mock('../../lib/realtime/open.ts', async () => {
  const { FakeSocket } = await import('../../test/socket.ts');
  return {
    openSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
  };
});
const toasts = vi.hoisted(() => [] as unknown[]);
const preloaded = vi.fn();
vi.mock('../../components/toaster.tsx', () => ({ toaster: { create: (t: unknown) => toasts.push(t) }, preloadToasts: () => preloaded() }));

const { RealtimeProvider } = await import('./RealtimeProvider.tsx');

const refusedWith = (message: string) => Object.assign(new Error(message), { data: { error: 'x' } });

/** The provider mounted for a signed-in tab; answers the socket it opened. */
const mount = () => {
  useAuth.setState({ token: 'a-token' } as never);
  render(
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>
        <span />
      </RealtimeProvider>
    </QueryClientProvider>,
  );
  return sockets.at(-1)!;
};

describe('RealtimeProvider: a refused handshake', () => {
  afterEach(() => {
    vi.useRealTimers();
    sockets.length = 0;
    toasts.length = 0;
  });

  it('loads the toast region as soon as someone is signed in, before any toast needs it', () => {
    preloaded.mockClear();
    mount();
    expect(preloaded).toHaveBeenCalledTimes(1);
  });

  it('tries again by itself while the database is briefly away', () => {
    vi.useFakeTimers();
    const socket = mount();
    socket.fire('connect_error', refusedWith('unavailable'));
    expect(socket.connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3100);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
  });

  it('says why when the account has too many sockets open, and tries again later', () => {
    vi.useFakeTimers();
    const socket = mount();
    socket.fire('connect_error', refusedWith('too_many_sockets'));
    expect(toasts).toMatchObject([{ type: 'error', description: ERR.TOO_MANY_SOCKETS }]);
    vi.advanceTimersByTime(29_000);
    expect(socket.connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2100);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });
});

describe('RealtimeProvider: subscription:changed', () => {
  afterEach(() => {
    sockets.length = 0;
    queryClient.clear();
  });

  it("reads this tab's coaching access and subscription again, so Trial Expired opens by itself", () => {
    const user = '00000000-0000-4000-8000-000000000001';
    queryClient.setQueryData(coachingKeys.access(user), { hasAccess: false });
    queryClient.setQueryData(subscriptionKeys.status(user), { status: 'none' });
    const socket = mount();
    expect(queryClient.getQueryState(coachingKeys.access(user))?.isInvalidated).toBe(false);
    socket.push('subscription:changed', { status: 'active' });
    expect(queryClient.getQueryState(coachingKeys.access(user))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(subscriptionKeys.status(user))?.isInvalidated).toBe(true);
  });
});
