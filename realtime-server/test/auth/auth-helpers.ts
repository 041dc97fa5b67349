import type { AppServer } from '../../src/app.ts';
import { call } from '../helpers.ts';

/** Signing in and asking who is signed in, against a test file's server. */
export const authCalls = (server: AppServer) => ({
  login: (email: string, password: string) => call(server, 'POST', '/api/auth/login', { payload: { email, password } }),
  me: (token: string) => call(server, 'GET', '/api/auth/me', { token }),
});
