import { create } from 'zustand';
import { ROLE, type TAuthResponse, type TUser } from '@coach/contract';
import { ApiError, readToken, TOKEN_KEY } from '../../lib/api.ts';
import { authApi } from './api.ts';

type Status = 'loading' | 'authenticated' | 'anonymous';

interface AuthState {
  status: Status;
  user: TUser | null;
  token: string | null;
  requiresEmailVerification: boolean;
  /**
   * Who was signed in last in this tab (kept after sign-out, or read from a refused token): the
   * route guard tags the page it sends away from with it, so only that person comes back to it.
   */
  lastUserId: string | null;
  /** Validates the stored token with /api/auth/me; removes it when the server refuses it. */
  init: () => Promise<void>;
  login: (email: string, password: string) => Promise<TAuthResponse>;
  /** Keeps a session handed out by the server (login, sign-up, password change). */
  setSession: (token: string, user: TUser, requiresEmailVerification?: boolean) => void;
  setUser: (user: TUser) => void;
  logout: () => void;
}

/** The account a stored token names (its `sub`), whether or not the server still takes it. */
export function tokenSubject(token: string | null): string | null {
  try {
    const part = token?.split('.')[1];
    if (!part) return null;
    const sub = (JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

const store = (token: string | null) => {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    /* private mode: the session lasts as long as the tab */
  }
};

export const useAuth = create<AuthState>()((set, get) => ({
  status: 'loading',
  user: null,
  token: null,
  requiresEmailVerification: false,
  lastUserId: null,

  init: async () => {
    const token = readToken();
    if (!token) {
      set({ status: 'anonymous', user: null, token: null });
      return;
    }
    try {
      const me = await authApi.me(token);
      set({
        status: 'authenticated',
        token,
        user: me.user,
        requiresEmailVerification: me.requiresEmailVerification,
        lastUserId: me.user.id,
      });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        // Another tab may have stored a fresh token meanwhile (password change): check that one instead.
        if (readToken() !== token) return get().init();
        store(null);
        set({ status: 'anonymous', user: null, token: null, lastUserId: tokenSubject(token) ?? get().lastUserId });
      } else if (get().status === 'loading') {
        // Server unreachable: keep the token, show the public state until it answers again.
        set({ status: 'anonymous', user: null, token: null });
      }
    }
  },

  login: async (email, password) => {
    const res = await authApi.login({ email, password });
    get().setSession(res.token, res.user, res.requiresEmailVerification);
    return res;
  },

  setSession: (token, user, requiresEmailVerification = !user.emailVerified) => {
    store(token);
    set({ status: 'authenticated', token, user, requiresEmailVerification, lastUserId: user.id });
  },

  setUser: (user) => set({ user, requiresEmailVerification: !user.emailVerified }),

  logout: () => {
    store(null);
    set((s) => ({
      status: 'anonymous',
      user: null,
      token: null,
      requiresEmailVerification: false,
      lastUserId: s.user?.id ?? s.lastUserId,
    }));
  },
}));

export const isCoach = (user: TUser | null) => user?.primaryRoleId === ROLE.COACH;

/** Where a signed-in user belongs (docs/accounts-and-sign-in.md#sign-in-and-tokens): verification first, then coach or client home. */
export function homePath(user: TUser, requiresEmailVerification: boolean): string {
  if (requiresEmailVerification) return '/verify-email';
  if (user.primaryRoleId === ROLE.COACH) return user.requiresOnboarding ? '/coach-onboarding' : '/coach-dashboard';
  return '/coaching';
}

/**
 * Signing in or out in one tab is followed by the user's other tabs: localStorage fires a
 * `storage` event in every other tab of the origin.
 */
export function followOtherTabs(): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key !== TOKEN_KEY) return;
    const { token, logout, init } = useAuth.getState();
    if (!e.newValue) {
      if (token) logout();
    } else if (e.newValue !== token) {
      useAuth.setState({ status: 'loading' });
      void init();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
