import { toaster } from '../../components/toaster.tsx';
import { useSocketEvent } from '../../lib/realtime/useSocketEvent.ts';
import { useAuth } from './store.ts';

const SIGNED_OUT = {
  account_deleted: 'Your account was deleted.',
  email_changed: 'Your email address was changed on another device. Please sign in again.',
  password_changed: 'Your password was changed on another device. Please sign in again.',
} as const;

/** The signed-in account in every tab: its record follows, and revoked tokens sign the tab out. */
export function useAuthRealtime() {
  useSocketEvent('auth:revoked', ({ reason }) => {
    // The tab that changed the password receives its fresh token over REST; give that a moment
    // to land, then keep whichever stored token the server still accepts, or sign out.
    setTimeout(() => {
      // A tab that signed itself out (deleting the account) has said so already.
      if (useAuth.getState().status !== 'authenticated') return;
      void useAuth
        .getState()
        .init()
        .then(() => {
          if (useAuth.getState().status !== 'anonymous') return;
          toaster.create({ type: 'info', title: 'Signed out', description: SIGNED_OUT[reason] ?? SIGNED_OUT.password_changed });
        });
    }, 800);
  });
  useSocketEvent('user:updated', ({ user }) => useAuth.getState().setUser(user));
}
