import { COACH_PROFILE_DEFAULTS, NO_PROFESSIONAL_INFO, type TExtendedProfile, type TExtendedUserProfile } from '@coach/contract';

/** Test data: a client's extended profile as GET /api/account/profile/extended answers it. */
export const profileFixture = (
  overrides: Partial<Omit<TExtendedProfile, 'userProfile'>> = {},
  userProfile: Partial<TExtendedUserProfile> = {},
): TExtendedProfile => ({
  id: '6f1c2a84-7b55-4a8e-9a53-1a2b3c4d5e6f',
  firstName: 'Casey',
  lastName: 'Client',
  preferredName: null,
  email: 'client@demo.coach',
  isCoach: false,
  userProfile: {
    phone: null,
    streetAddress: null,
    city: 'Boston',
    stateProvince: null,
    postalCode: null,
    country: 'US',
    timeZone: 'America/New_York',
    languages: ['English'],
    profilePhotoUrl: null,
    ...NO_PROFESSIONAL_INFO,
    ...userProfile,
  },
  certifications: [],
  education: [],
  experience: [],
  ...overrides,
});

/** A coach's extended profile with the professional defaults (COACH_PROFILE_DEFAULTS). */
export const coachProfileFixture = (
  overrides: Partial<Omit<TExtendedProfile, 'userProfile'>> = {},
  userProfile: Partial<TExtendedUserProfile> = {},
) =>
  profileFixture(
    {
      id: '7a1c2a84-7b55-4a8e-9a53-1a2b3c4d5e6f',
      firstName: 'Cora',
      lastName: 'Coach',
      email: 'coach@demo.coach',
      isCoach: true,
      ...overrides,
    },
    { ...COACH_PROFILE_DEFAULTS, headline: 'Helping people grow', ...userProfile },
  );
