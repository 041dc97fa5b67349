import type { TInvite } from '@coach/contract';

/** Test data: a pending invite as the server sends it, addressed to `<id>@example.com`. */
export const invite = (id: string, over: Partial<TInvite> = {}): TInvite => ({
  id,
  email: `${id}@example.com`,
  coacheeName: null,
  status: 'pending',
  sentDate: '2026-01-01T10:00:00.000Z',
  expiresDate: '2026-01-08T10:00:00.000Z',
  personalMessage: null,
  acceptedAt: null,
  ...over,
});
