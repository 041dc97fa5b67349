import type { TProfile } from '@coach/contract';

/** Test data: a client's profile as GET /api/account/profile answers it. */
export const profileFixture = (overrides: Partial<TProfile> = {}): TProfile => ({
  id: '6f1c2a84-7b55-4a8e-9a53-1a2b3c4d5e6f',
  firstName: 'Casey',
  lastName: 'Client',
  preferredName: null,
  email: 'client@demo.coach',
  emailVerified: true,
  phone: null,
  streetAddress: null,
  city: 'Boston',
  stateProvince: null,
  postalCode: null,
  country: 'US',
  pronouns: null,
  timeZone: 'America/New_York',
  languages: ['English'],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
