import { describe, expect, it } from 'vitest';
import { ROLE, type TCoachingPreferences, type TExtendedProfile } from '@coach/contract';
// Not exported by @coach/db: the demo seed (seed.ts) is its one caller.
import { DEMO_INTAKE_ANSWERS, seedDemoProfiles } from '../../../db/src/seed-profile.ts';
import { insertCoachProfile } from '../../src/modules/coaches/queries.ts';
import { call, serverForFile } from '../helpers.ts';
import { buildUser } from '../factories/people.ts';

const server = serverForFile();

describe('the demo profile seed', () => {
  it("fills the coach's professional profile and credentials and the client's preferences, as the calls read them", async () => {
    const coach = await buildUser(server, { role: ROLE.COACH });
    const client = await buildUser(server);
    await insertCoachProfile(server.ctx.db, {
      userId: coach.user.id,
      jobTitle: 'Certified Life Coach',
      organization: 'Demo Coaching',
      coachingExperience: '6-10',
      specializations: ['life'],
      headline: null,
      aboutMe: null,
      coachingStyle: null,
      philosophy: null,
      industryExperience: null,
      hourlyRate: 100,
      availability: null,
      subscriptionTier: 'pro',
    });
    await seedDemoProfiles(server.ctx.db, coach.user.id, client.user.id);

    const page = (await call(server, 'GET', '/api/account/profile/extended', { token: coach.token })).json().data as TExtendedProfile;
    expect(page.userProfile).toMatchObject({
      yearsExperience: '6-10',
      clientCapacity: 12,
      acceptingClients: true,
      currency: 'USD',
      languages: ['English', 'Spanish'],
    });
    expect(page.userProfile.headline).toBeTruthy();
    expect(page.userProfile.aboutMe!.length).toBeLessThanOrEqual(1000);
    expect([page.certifications.length, page.education.length, page.experience.length]).toEqual([1, 1, 1]);
    expect(page.certifications[0]).toMatchObject({ verificationStatus: 'pending', issueDate: '2019-04-15' });

    const prefs = (await call(server, 'GET', '/api/account/coaching-preferences', { token: client.token })).json()
      .data as TCoachingPreferences;
    // The intake's answers, with the two the client changed on the account page since.
    expect(prefs).toMatchObject({ checkinFrequency: 'weekly', motivationLevel: 5, coachingStyle: 'encouraging', pronouns: 'they/them' });
    expect(prefs.supportAreas).toEqual(['career', 'goal-setting', 'accountability']);
    expect(prefs.lifeSatisfaction).toEqual({ ...DEMO_INTAKE_ANSWERS.satisfactionRatings, workSchool: 3 });
    expect(prefs.additionalNotes).toBe(DEMO_INTAKE_ANSWERS.additionalNotes);
    expect(prefs.updatedAt).not.toBeNull();
    // The intake is complete for the demo client.
    expect((await call(server, 'GET', '/api/intake/check-completion', { token: client.token })).json().data.completed).toBe(true);
  });
});
