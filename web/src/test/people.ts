import type { TUser } from '@coach/contract';
import { useAuth } from '../features/auth/store.ts';

/** A signed-in coach as the server describes one, for component tests. */
export const testCoach = (over: Partial<TUser> = {}): TUser => ({
  id: '00000000-0000-4000-8000-000000000002',
  firstName: 'Casey',
  lastName: 'Coach',
  preferredName: null,
  email: 'casey@example.com',
  emailVerified: true,
  primaryRoleId: 2,
  primaryRole: { role: 'COACH' },
  userType: 'Coach',
  trialEndDate: null,
  requiresOnboarding: false,
  createdAt: '2026-11-22T00:00:00.000Z',
  ...over,
});

/** A signed-in client as the server describes one. */
export const testClient = (over: Partial<TUser> = {}): TUser =>
  testCoach({
    id: '00000000-0000-4000-8000-000000000001',
    firstName: 'Jordan',
    lastName: 'Client',
    email: 'jordan@example.com',
    primaryRoleId: 1,
    primaryRole: { role: 'CUSTOMER' },
    userType: 'Customer',
    ...over,
  });

/** `user` signed in, as the auth store holds them after sign-in. */
export const signIn = (user: TUser) => useAuth.setState({ status: 'authenticated', user, token: 't', requiresEmailVerification: false });
