import { describe, expect, it } from 'vitest';
import { BIO_MAX, COACH_PROFILE_DEFAULTS, ERR, NO_PROFESSIONAL_INFO, PROFILE_ERR, ROLE, type TExtendedProfile } from '@coach/contract';
import { insertCoachProfile } from '../../src/modules/coaches/queries.ts';
import { call, nextEvent, serverForFile, socketsForFile } from '../helpers.ts';
import { buildUser, type BuiltUser } from '../factories/people.ts';

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' });
const sockets = socketsForFile(server);

const URL = '/api/account/profile/extended';
const getExtended = (token: string, query = '') => call(server, 'GET', `${URL}${query}`, { token });
const putExtended = (token: string, payload: object) => call(server, 'PUT', URL, { token, payload });
const dataOf = (res: { json: () => { data: TExtendedProfile } }) => res.json().data;
const coach = () => buildUser(server, { role: ROLE.COACH, firstName: 'Cass' });

async function expect400(u: BuiltUser, payload: object, error: string) {
  const res = await putExtended(u.token, payload);
  expect(res.statusCode, JSON.stringify(payload)).toBe(400);
  expect(res.json().error, JSON.stringify(payload)).toContain(error);
}

describe('GET /api/account/profile/extended', () => {
  it("answers a client's page: personal fields with their defaults, no professional values, no credentials", async () => {
    const { user, token } = await buildUser(server, { firstName: 'Pia' });
    const res = await getExtended(token);
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toEqual({
      id: user.id,
      firstName: 'Pia',
      lastName: 'User',
      preferredName: null,
      email: user.email,
      isCoach: false,
      userProfile: {
        phone: null,
        streetAddress: null,
        city: null,
        stateProvince: null,
        postalCode: null,
        country: null,
        timeZone: 'America/New_York',
        languages: [],
        profilePhotoUrl: null,
        ...NO_PROFESSIONAL_INFO,
      },
      certifications: [],
      education: [],
      experience: [],
    });
  });

  it("shows the browser's zone until one is written; a written zone wins; an unknown one reads the default", async () => {
    const { token } = await buildUser(server);
    expect(dataOf(await getExtended(token, '?timeZone=Europe/Berlin')).userProfile.timeZone).toBe('Europe/Berlin');
    expect(dataOf(await getExtended(token, '?timeZone=Mars/Olympus')).userProfile.timeZone).toBe('America/New_York');
    expect(dataOf(await getExtended(token)).userProfile.timeZone).toBe('America/New_York');
    // Saving other fields keeps showing the browser's; a zone once saved (even the default) wins.
    expect((await putExtended(token, { city: 'Porto' })).statusCode).toBe(200);
    expect(dataOf(await getExtended(token, '?timeZone=Europe/Berlin')).userProfile.timeZone).toBe('Europe/Berlin');
    await putExtended(token, { timeZone: 'America/New_York' });
    expect(dataOf(await getExtended(token, '?timeZone=Europe/Berlin')).userProfile.timeZone).toBe('America/New_York');
    await putExtended(token, { timeZone: 'Asia/Tokyo' });
    expect(dataOf(await getExtended(token, '?timeZone=Europe/Berlin')).userProfile.timeZone).toBe('Asia/Tokyo');
  });

  it("answers a coach's professional values with the profile's defaults", async () => {
    const { token } = await coach();
    const p = dataOf(await getExtended(token));
    expect(p.isCoach).toBe(true);
    expect(p.userProfile).toMatchObject({
      ...COACH_PROFILE_DEFAULTS,
      jobTitle: null,
      headline: null,
      aboutMe: null,
      yearsExperience: null,
    });
  });

  it("carries the registration's experience over where the ranges agree", async () => {
    for (const [given, shown] of [
      ['2-5', '2-5'],
      ['10+', null],
    ] as const) {
      const c = await coach();
      await insertCoachProfile(server.ctx.db, {
        userId: c.user.id,
        coachingExperience: given,
        jobTitle: 'Coach',
        organization: null,
        hourlyRate: null,
        headline: null,
        aboutMe: null,
        coachingStyle: null,
        philosophy: null,
        industryExperience: null,
        availability: null,
        subscriptionTier: null,
        specializations: [],
      });
      expect(dataOf(await getExtended(c.token)).userProfile).toMatchObject({ yearsExperience: shown, jobTitle: 'Coach', hourlyRate: 100 });
    }
  });

  it("carries the avatar's address once the uploads set one", async () => {
    const { user, token } = await buildUser(server);
    await server.ctx.db
      .updateTable('users')
      .set({ avatarKey: `avatar/${user.id}/a.webp` })
      .where('id', '=', user.id)
      .execute();
    expect(dataOf(await getExtended(token)).userProfile.profilePhotoUrl).toBe(`/api/storage/files/avatar/${user.id}/a.webp`);
  });

  it('answers 401 without a token', async () => {
    const res = await call(server, 'GET', URL);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(ERR.UNAUTHORIZED);
  });
});

describe('PUT /api/account/profile/extended', () => {
  it('saves the personal payload; blanks clear; fields left out stay', async () => {
    const { token } = await buildUser(server);
    const personal = {
      firstName: 'Robin',
      lastName: 'Reyes',
      preferredName: 'Rob',
      phone: '+1 (555) 010-0100',
      streetAddress: '1 Main St',
      city: 'Toronto',
      stateProvince: 'ON',
      postalCode: 'M5V 2T6',
      country: 'CA',
      timeZone: 'America/Toronto',
      languages: ['Spanish', 'English'],
    };
    const res = await putExtended(token, personal);
    expect(res.statusCode, res.body).toBe(200);
    const { firstName, lastName, preferredName, ...profile } = personal;
    expect(dataOf(res)).toMatchObject({ firstName, lastName, preferredName, userProfile: profile });
    // The primary language stays first.
    expect(dataOf(await getExtended(token)).userProfile.languages).toEqual(['Spanish', 'English']);
    // The existing personal profile reads the same row.
    expect((await call(server, 'GET', '/api/account/profile', { token })).json().data).toMatchObject({
      city: 'Toronto',
      preferredName: 'Rob',
    });

    const second = dataOf(await putExtended(token, { preferredName: '', city: '', phone: null }));
    expect(second).toMatchObject({
      firstName: 'Robin',
      preferredName: null,
      userProfile: { city: null, phone: null, postalCode: 'M5V 2T6' },
    });
  });

  it('lets a coach save the professional payload and reads it back', async () => {
    const { token } = await coach();
    const professional = {
      jobTitle: 'Leadership Coach',
      organization: 'Bright Paths',
      headline: 'Helping new managers lead with confidence',
      aboutMe: 'a'.repeat(BIO_MAX),
      yearsExperience: '11-15',
      hourlyRate: 150,
      currency: 'EUR',
      clientCapacity: 12,
      acceptingClients: false,
    };
    const res = await putExtended(token, { ...professional, city: 'Berlin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res).userProfile).toMatchObject({ ...professional, city: 'Berlin' });
    expect(dataOf(await getExtended(token)).userProfile).toMatchObject(professional);
    // Only what is sent changes.
    expect(dataOf(await putExtended(token, { hourlyRate: 90 })).userProfile).toMatchObject({ ...professional, hourlyRate: 90 });
  });

  it('refuses professional fields from a client with 400 and writes nothing of the request', async () => {
    const { token } = await buildUser(server);
    for (const field of [{ headline: 'Coach' }, { hourlyRate: 50 }, { acceptingClients: true }, { jobTitle: null }]) {
      const res = await putExtended(token, { city: 'Lyon', ...field });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: PROFILE_ERR.PROFESSIONAL_COACHES_ONLY, code: 'PROFESSIONAL_COACHES_ONLY' });
    }
    expect(dataOf(await getExtended(token)).userProfile).toMatchObject({ city: null, headline: null, hourlyRate: null });
  });

  it('refuses the email, role, verification and trial by name, and changes none of them', async () => {
    const u = await buildUser(server, { verified: false });
    await expect400(u, { email: 'new@example.test' }, 'Unknown field: email');
    await expect400(u, { role: 'COACH', primaryRoleId: 2 }, 'Unknown fields: role, primaryRoleId');
    await expect400(u, { emailVerified: true, city: 'Oslo' }, 'Unknown field: emailVerified');
    await expect400(u, { trialEndDate: '2099-01-01T00:00:00Z' }, 'Unknown field: trialEndDate');
    await expect400(u, { userProfile: { city: 'Oslo' } }, 'Unknown field: userProfile');
    const row = await server.ctx.db
      .selectFrom('users')
      .select(['email', 'primaryRoleId', 'emailVerified', 'trialEndDate'])
      .where('id', '=', u.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: u.user.email, primaryRoleId: ROLE.CUSTOMER, emailVerified: false, trialEndDate: null });
    expect(dataOf(await getExtended(u.token)).userProfile.city).toBeNull();
  });

  it('validates each professional field', async () => {
    const c = await coach();
    await expect400(c, { aboutMe: 'a'.repeat(BIO_MAX + 1) }, `aboutMe: About me can be at most ${BIO_MAX} characters`);
    await expect400(c, { yearsExperience: '10+' }, 'yearsExperience: ');
    await expect400(c, { hourlyRate: 12.5 }, 'hourlyRate: Hourly rate must be a whole number');
    await expect400(c, { hourlyRate: -1 }, 'hourlyRate: ');
    await expect400(c, { clientCapacity: 2.5 }, 'clientCapacity: Client capacity must be a whole number');
    await expect400(c, { currency: 'JPY' }, 'currency: ');
    await expect400(c, { acceptingClients: 'yes' }, 'acceptingClients: ');
  });

  it('takes only real IANA time zones, stored in their own spelling', async () => {
    const u = await buildUser(server);
    for (const zone of ['Mars/Olympus_Mons', '+01:00', 'EST', 'GMT+2', '', 'Europe/Nowhere']) {
      await expect400(u, { timeZone: zone }, `timeZone: ${PROFILE_ERR.TIME_ZONE_INVALID}`);
    }
    expect(dataOf(await putExtended(u.token, { timeZone: 'europe/berlin' })).userProfile.timeZone).toBe('Europe/Berlin');
    expect(dataOf(await putExtended(u.token, { timeZone: 'US/Eastern' })).userProfile.timeZone).toBe('America/New_York');
    expect(dataOf(await putExtended(u.token, { timeZone: 'UTC' })).userProfile.timeZone).toBe('UTC');
  });

  it('validates names, phone and languages', async () => {
    const u = await buildUser(server);
    await expect400(u, { firstName: '  ' }, 'firstName: First name is required');
    await expect400(u, { phone: 'call me' }, 'phone: ');
    await expect400(u, { languages: ['English', 'english'] }, `languages: ${PROFILE_ERR.LANGUAGES_REPEATED}`);
    await expect400(u, { languages: [''] }, 'languages');
  });

  it("tells the user's other tabs, and nobody else, what changed", async () => {
    const c = await coach();
    const stranger = await buildUser(server);
    const otherTab = await sockets.connect(c.token);
    const strangerSocket = await sockets.connect(stranger.token);
    let strangerHeard = false;
    strangerSocket.on('profile:changed', () => (strangerHeard = true));

    const both = nextEvent(otherTab, 'profile:changed');
    const named = nextEvent(otherTab, 'user:updated');
    await putExtended(c.token, { firstName: 'Cassie', headline: 'New headline' });
    expect(await both).toEqual({ sections: ['personal', 'professional'] });
    expect((await named).user.firstName).toBe('Cassie');

    const personalOnly = nextEvent(otherTab, 'profile:changed');
    await putExtended(c.token, { city: 'Rome' });
    expect(await personalOnly).toEqual({ sections: ['personal'] });
    expect(strangerHeard).toBe(false);
  });
});
