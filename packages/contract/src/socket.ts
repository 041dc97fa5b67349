import type { TUser } from './auth.ts';
import type { TInvite } from './invites.ts';

/**
 * Socket.IO event maps, shared by `new Server<...>()` and the client's `Socket<...>`.
 * Later areas add their events here; nothing emits a name this map does not know.
 */
export interface ServerToClientEvents {
  /** The user's tokens were revoked (password changed or reset, account deleted): sign out. */
  'auth:revoked': (payload: { reason: 'password_changed' | 'account_deleted' | 'email_changed' }) => void;
  /** The user's own record changed (name, email, verification): other tabs follow. */
  'user:updated': (payload: { user: TUser }) => void;
  /** An invite of this coach was sent, resent, accepted, expired, cancelled or deleted. */
  'invite:changed': (payload: { invite: TInvite; deleted?: boolean }) => void;
}

// Client-to-server events arrive with later areas (typing, session:join).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ClientToServerEvents {}

export interface SocketData {
  userId: string;
  tokenVersion: number;
}

export const userRoom = (userId: string) => `user:${userId}` as const;
