import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  BIO_MAX,
  CREDENTIAL_PLACEHOLDERS,
  LIFE_SATISFACTION_AREAS,
  PROFILE_ERR,
  SATISFACTION_LABELS,
  type TCoachingPreferences,
  type TUser,
} from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { toaster } from '../../components/toaster.tsx';
import AccountPage from './AccountPage.tsx';
import { ProfessionalInfoSection } from './ProfessionalInfoSection.tsx';
import { coachProfileFixture, profileFixture } from './profile.fixture.ts';
import { json, serveHttp } from '../../test/http.ts';
import { signIn, testCoach } from '../../test/people.ts';

const user = (over: Partial<TUser> = {}): TUser =>
  testCoach({
    id: '7a1c2a84-7b55-4a8e-9a53-1a2b3c4d5e6f',
    firstName: 'Cora',
    email: 'coach@demo.coach',
    avatarUrl: null,
    ...over,
  });
const coach = user();
const client = user({
  id: '6f1c2a84-7b55-4a8e-9a53-1a2b3c4d5e6f',
  firstName: 'Casey',
  primaryRoleId: 1,
  primaryRole: { role: 'CUSTOMER' },
  userType: 'Customer',
});

/** What a client who did the intake sees before changing anything: their intake answers. */
const preferences: TCoachingPreferences = {
  checkinFrequency: 'weekly',
  lifeSatisfaction: {
    physicalHealth: 3,
    mentalHealth: 4,
    workSchool: 2,
    finances: 3,
    relationships: 5,
    funHobbies: 3,
    personalGrowth: 4,
    overallLife: 3,
  },
  supportAreas: ['goal-setting', 'accountability'],
  motivationLevel: 4,
  pronouns: 'they/them',
  coachingStyle: 'encouraging',
  additionalNotes: null,
  updatedAt: null,
};

type Handler = (path: string, init?: RequestInit) => Response | undefined;

function serve(handler: Handler) {
  const fetch = serveHttp(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    return handler(path, init) ?? (path.startsWith('/api/lookups') ? json({ data: [] }) : json({ error: 'Not found' }, 404));
  });
  return fetch;
}

beforeEach(() => signIn(coach));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the account page', () => {
  it('a coach has Professional Information and Credentials & Training, no Coaching Preferences; Back to Dashboard', async () => {
    serve((p) => (p.startsWith('/api/account/profile/extended') ? json({ data: coachProfileFixture() }) : undefined));
    renderWithProviders(<AccountPage />, { route: '/account' });
    expect(await screen.findByRole('button', { name: /Professional Information/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Credentials & Training/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Coaching Preferences/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ }).getAttribute('href')).toBe('/coach-dashboard');
    // Personal is open by default; the others wait for a click.
    expect(screen.getByRole('button', { name: /Personal Information/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /Professional Information/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('a client has Coaching Preferences, none of the coach sections; Back to Coaching', async () => {
    signIn(client);
    serve((p) => (p.startsWith('/api/account/profile/extended') ? json({ data: profileFixture() }) : undefined));
    renderWithProviders(<AccountPage />, { route: '/account' });
    expect(await screen.findByRole('button', { name: /Coaching Preferences/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Professional Information/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Credentials & Training/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Back to Coaching/ }).getAttribute('href')).toBe('/coaching');
  });

  it('/account#professional opens the professional section beside Personal (several open at once)', async () => {
    serve((p) => (p.startsWith('/api/account/profile/extended') ? json({ data: coachProfileFixture() }) : undefined));
    renderWithProviders(<AccountPage />, { route: '/account#professional' });
    const trigger = await screen.findByRole('button', { name: /Professional Information/ });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /Personal Information/ }).getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('form', { name: 'Professional Information' })).toBeTruthy();
  });

  it("a failed load says 'Failed to load profile data' and Retry reads again", async () => {
    let fail = true;
    const fetch = serve((p) =>
      p.startsWith('/api/account/profile/extended') ? (fail ? json({}, 500) : json({ data: coachProfileFixture() })) : undefined,
    );
    renderWithProviders(<AccountPage />, { route: '/account' });
    // Each section that reads the profile says so (the closed ones too, hidden until opened).
    expect((await screen.findAllByText(PROFILE_ERR.LOAD_FAILED)).length).toBeGreaterThan(0);
    // The browser's zone goes along, so a profile never saved shows it.
    expect(String(fetch.mock.calls[0]![0])).toMatch(/^\/api\/account\/profile\/extended\?timeZone=/);
    fail = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(await screen.findByRole('form', { name: 'Personal Information' })).toBeTruthy();
  });
});

describe('Professional Information', () => {
  it('counts the bio out of 1000 and saves the professional fields', async () => {
    const fetch = serve((p, init) =>
      init?.method === 'PUT' ? json({ data: coachProfileFixture({}, { aboutMe: 'Hi', hourlyRate: 150 }) }) : undefined,
    );
    renderWithProviders(<ProfessionalInfoSection profile={coachProfileFixture()} />);
    expect(screen.getByText(`0/${BIO_MAX}`)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('About me'), { target: { value: 'Hello there' } });
    expect(screen.getByText(`11/${BIO_MAX}`)).toBeTruthy();
    expect((screen.getByLabelText('About me') as HTMLTextAreaElement).maxLength).toBe(BIO_MAX);
    fireEvent.change(screen.getByLabelText('Hourly rate'), { target: { value: '150' } });
    fireEvent.change(screen.getByLabelText('Years of experience'), { target: { value: '6-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/account/profile/extended');
    expect(JSON.parse(String(init?.body))).toEqual({
      jobTitle: null,
      organization: null,
      headline: 'Helping people grow',
      aboutMe: 'Hello there',
      yearsExperience: '6-10',
      hourlyRate: 150,
      currency: 'USD',
      clientCapacity: 20,
      acceptingClients: true,
    });
  });

  it('refuses a rate or capacity that is not a whole number, without a call', () => {
    const fetch = serve(() => undefined);
    renderWithProviders(<ProfessionalInfoSection profile={coachProfileFixture()} />);
    fireEvent.change(screen.getByLabelText('Hourly rate'), { target: { value: '12.5' } });
    fireEvent.change(screen.getByLabelText('Client capacity'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Hourly rate must be a whole number')).toBeTruthy();
    expect(screen.getByText('Client capacity must be a whole number')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a failed save shows the server's text, or 'Failed to update professional information'", async () => {
    let res = json({ error: 'Professional information is for coaches only.' }, 400);
    serve(() => res);
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(<ProfessionalInfoSection profile={coachProfileFixture()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error', description: PROFILE_ERR.PROFESSIONAL_COACHES_ONLY })),
    );
    res = json({}, 503);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ description: 'Failed to update professional information' })),
    );
  });
});

describe('Coaching Preferences', () => {
  const checkedIn = (group: HTMLElement) =>
    (within(group).getAllByRole('radio') as HTMLInputElement[]).find((r) => r.checked)?.value ?? null;

  it("shows the intake's answers on the intake's areas and 1-5 scales: motivation 4 of 5 is 4", async () => {
    signIn(client);
    serve((p) => {
      if (p.startsWith('/api/account/profile/extended')) return json({ data: profileFixture() });
      if (p === '/api/account/coaching-preferences') return json({ data: preferences });
      return undefined;
    });
    renderWithProviders(<AccountPage />, { route: '/account#preferences' });
    const form = await screen.findByRole('form', { name: 'Coaching Preferences' });
    const motivation = within(form).getByRole('group', { name: 'Motivation level' });
    expect(checkedIn(motivation)).toBe('4');
    expect(within(motivation).getAllByRole('radio')).toHaveLength(5);
    expect(within(motivation).getByText('4 / 5')).toBeTruthy();
    // The intake's eight areas, each with its intake rating; none of the old page's own areas.
    for (const area of LIFE_SATISFACTION_AREAS) {
      const group = within(form).getByRole('group', { name: SATISFACTION_LABELS[area] });
      expect(checkedIn(group), area).toBe(String(preferences.lifeSatisfaction[area]));
    }
    expect(within(form).getByRole('group', { name: 'Mental health' })).toBeTruthy();
    expect(within(form).queryByRole('group', { name: /Career|Contribution|Physical environment/ })).toBeNull();
    expect((within(form).getByLabelText('Preferred coaching style') as HTMLSelectElement).value).toBe('encouraging');
    expect((within(form).getByLabelText('Check-in frequency') as HTMLSelectElement).value).toBe('weekly');
  });

  it('without an intake nothing is rated or chosen: no invented defaults', async () => {
    signIn(client);
    const none = Object.fromEntries(LIFE_SATISFACTION_AREAS.map((a) => [a, null])) as TCoachingPreferences['lifeSatisfaction'];
    serve((p) => {
      if (p.startsWith('/api/account/profile/extended')) return json({ data: profileFixture() });
      if (p === '/api/account/coaching-preferences')
        return json({
          data: {
            ...preferences,
            lifeSatisfaction: none,
            motivationLevel: null,
            supportAreas: [],
            checkinFrequency: null,
            coachingStyle: null,
          },
        });
      return undefined;
    });
    renderWithProviders(<AccountPage />, { route: '/account#preferences' });
    const form = await screen.findByRole('form', { name: 'Coaching Preferences' });
    expect(checkedIn(within(form).getByRole('group', { name: 'Motivation level' }))).toBeNull();
    expect(
      within(form)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    expect(
      within(form)
        .getAllByRole('checkbox')
        .some((c) => (c as HTMLInputElement).checked),
    ).toBe(false);
    expect((within(form).getByLabelText('Preferred coaching style') as HTMLSelectElement).value).toBe('');
  });

  it('saves only what was changed with PUT /api/account/coaching-preferences, and names a failure', async () => {
    signIn(client);
    let fail = false;
    const fetch = serve((p, init) => {
      if (p.startsWith('/api/account/profile/extended')) return json({ data: profileFixture() });
      if (p === '/api/account/coaching-preferences' && init?.method === 'PUT')
        return fail
          ? json({}, 500)
          : json({
              data: {
                ...preferences,
                coachingStyle: 'direct',
                lifeSatisfaction: { ...preferences.lifeSatisfaction, workSchool: 5 },
                updatedAt: '2026-11-28T10:00:00.000Z',
              },
            });
      if (p === '/api/account/coaching-preferences') return json({ data: preferences });
      return undefined;
    });
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(<AccountPage />, { route: '/account#preferences' });
    const form = await screen.findByRole('form', { name: 'Coaching Preferences' });
    expect((within(form).getByLabelText('Pronouns') as HTMLInputElement).value).toBe('they/them');
    fireEvent.change(within(form).getByLabelText('Preferred coaching style'), { target: { value: 'direct' } });
    fireEvent.click(within(within(form).getByRole('group', { name: 'Work / school' })).getByRole('radio', { name: /^5 out of 5/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(true));
    const put = fetch.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    // Nothing the client left as the intake had it is sent back.
    expect(JSON.parse(String(put[1]?.body))).toEqual({ coachingStyle: 'direct', lifeSatisfaction: { workSchool: 5 } });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Coaching preferences saved' })));
    fail = true;
    const again = await screen.findByRole('form', { name: 'Coaching Preferences' });
    fireEvent.click(within(within(again).getByRole('group', { name: 'Motivation level' })).getByRole('radio', { name: /^2 out of 5/ }));
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ description: 'Failed to update preferences information' })),
    );
    expect(JSON.parse(String(fetch.mock.calls.filter(([, i]) => i?.method === 'PUT').at(-1)![1]?.body))).toEqual({ motivationLevel: 2 });
  });
});

describe('Credentials & Training', () => {
  const cert = {
    id: '9b1c2a84-7b55-4a8e-9a53-1a2b3c4d5e6f',
    name: 'ICF ACC',
    issuingBody: 'ICF',
    issueDate: '2024-05-01',
    expiryDate: null,
    credentialId: null,
    documentUrl: null,
    verificationStatus: 'pending' as const,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };

  it('adds with the placeholder, saves an entry on its own, deletes, and Save all only explains', async () => {
    const fetch = serve((p, init) => {
      if (p.startsWith('/api/account/profile/extended')) return json({ data: coachProfileFixture({ certifications: [cert] }) });
      if (p === '/api/account/credentials/education' && init?.method === 'POST')
        return json(
          {
            data: {
              id: '8c1c2a84-7b55-4a8e-9a53-1a2b3c4d5e6f',
              institution: 'New Institution',
              degree: 'New Degree',
              fieldOfStudy: null,
              graduationYear: null,
              isOngoing: false,
              createdAt: cert.createdAt,
              updatedAt: cert.updatedAt,
            },
          },
          201,
        );
      if (p === `/api/account/credentials/certifications/${cert.id}` && init?.method === 'PUT')
        return json({ data: { ...cert, name: 'ICF PCC' } });
      if (p === `/api/account/credentials/certifications/${cert.id}` && init?.method === 'DELETE') return json({ data: { success: true } });
      return undefined;
    });
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(<AccountPage />, { route: '/account#credentials' });
    const entry = await screen.findByRole('form', { name: 'Certification: ICF ACC' });
    expect(within(entry).getByText('Verification pending')).toBeTruthy();
    fireEvent.change(within(entry).getByLabelText('Certification name'), { target: { value: 'ICF PCC' } });
    fireEvent.click(within(entry).getByRole('button', { name: 'Save Certification: ICF ACC' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(true));
    expect(JSON.parse(String(fetch.mock.calls.find(([, i]) => i?.method === 'PUT')![1]?.body))).toEqual({
      name: 'ICF PCC',
      issuingBody: 'ICF',
      issueDate: '2024-05-01',
      expiryDate: null,
      credentialId: null,
    });
    expect(await screen.findByRole('form', { name: 'Certification: ICF PCC' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add Education' }));
    expect(await screen.findByRole('form', { name: 'Education: New Degree, New Institution' })).toBeTruthy();
    const post = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual(CREDENTIAL_PLACEHOLDERS.education);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Certification: ICF PCC' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: /Certification: / })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Save all' }));
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'info', title: PROFILE_ERR.SAVE_ALL_INFO }));
  });

  it('names each failure with its spec text', async () => {
    serve((p) =>
      p.startsWith('/api/account/profile/extended') ? json({ data: coachProfileFixture({ certifications: [cert] }) }) : json({}, 500),
    );
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(<AccountPage />, { route: '/account#credentials' });
    const entry = await screen.findByRole('form', { name: 'Certification: ICF ACC' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Certification' }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ description: 'Failed to add certification' })));
    fireEvent.click(screen.getByRole('button', { name: 'Add Experience' }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ description: 'Failed to add experience entry' })));
    fireEvent.click(within(entry).getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ description: 'Failed to update certification' })));
    fireEvent.click(within(entry).getByRole('button', { name: /^Delete/ }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ description: 'Failed to delete certification' })));
  });
});
