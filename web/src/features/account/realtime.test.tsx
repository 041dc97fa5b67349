import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { renderWithProviders } from '../../test/render.tsx';
import AccountMenus from '../../components/AccountMenus.tsx';
import { useAuth } from '../auth/store.ts';
import { accountKeys } from './api.ts';
import { useAccountRealtime } from './realtime.ts';
import { roomKeys } from '../rooms/api.ts';
import { FakeSocket, onSocket } from '../../test/socket.ts';
import { signIn, testClient } from '../../test/people.ts';

const me = testClient({
  id: '6f1c2a84-7b55-4a8e-9a53-1a2b3c4d5e6f',
  firstName: 'Casey',
  email: 'client@demo.coach',
  avatarUrl: null,
});

/** The account's pushes, heard on a fake socket. */
function listening(queryClient: QueryClient) {
  const socket = new FakeSocket();
  renderHook(() => useAccountRealtime(), { wrapper: onSocket(socket, queryClient) });
  return socket;
}

afterEach(() => vi.restoreAllMocks());

describe("the account's pushes", () => {
  it("'avatar:changed' for this user shows the new photo in the navigation; another user's leaves it", () => {
    signIn(me);
    const socket = listening(new QueryClient());
    act(() =>
      socket.push('avatar:changed', {
        userId: '7a1c2a84-7b55-4a8e-9a53-1a2b3c4d5e6f',
        avatarUrl: '/api/storage/files/avatar/x/other.webp',
      }),
    );
    expect(useAuth.getState().user?.avatarUrl).toBeNull();
    act(() => socket.push('avatar:changed', { userId: me.id, avatarUrl: '/api/storage/files/avatar/me/new.webp' }));
    expect(useAuth.getState().user?.avatarUrl).toBe('/api/storage/files/avatar/me/new.webp');
  });

  it("'avatar:changed' for someone in a cached room puts their photo on the room's person, and no one else's", () => {
    signIn(me);
    const queryClient = new QueryClient();
    const coach = { id: '7a1c2a84-7b55-4a8e-9a53-1a2b3c4d5e6f', firstName: 'Casey', lastName: 'Coach', avatarUrl: null };
    const room = {
      id: '8b1c2a84-7b55-4a8e-9a53-1a2b3c4d5e6f',
      name: 'Casey Client',
      client: { id: me.id, firstName: 'Casey', lastName: 'Client', avatarUrl: null },
      humanCoach: coach,
      aiCoach: null,
      aiInteractionLevel: 'LIMITED' as const,
      createdAt: '2026-11-22T00:00:00.000Z',
    };
    queryClient.setQueryData(roomKeys.all(), [room]);
    const socket = listening(queryClient);
    socket.push('avatar:changed', { userId: coach.id, avatarUrl: '/api/storage/files/avatar/c/new.webp' });
    const [after] = queryClient.getQueryData<(typeof room)[]>(roomKeys.all())!;
    expect(after!.humanCoach.avatarUrl).toBe('/api/storage/files/avatar/c/new.webp');
    expect(after!.client.avatarUrl).toBeNull();
    expect(useAuth.getState().user?.avatarUrl).toBeNull();
  });

  it("'profile:changed' reads the named sections again", () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const socket = listening(queryClient);
    socket.push('profile:changed', { sections: ['preferences'] });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: accountKeys.preferences() });
    socket.push('profile:changed', { sections: ['certifications'] });
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: accountKeys.extended() });
  });
});

describe('the avatar in the navigation', () => {
  it("shows the user's photo when there is one", () => {
    const { container } = renderWithProviders(<AccountMenus user={{ ...me, avatarUrl: '/api/storage/files/avatar/me/a.webp' }} />);
    expect(screen.getByRole('button', { name: /Account menu for Casey/ })).toBeTruthy();
    expect(container.ownerDocument.querySelector('[data-testid=nav-avatar] img')?.getAttribute('src')).toBe(
      '/api/storage/files/avatar/me/a.webp',
    );
  });
});
