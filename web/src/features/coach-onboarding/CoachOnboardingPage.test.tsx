import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ONBOARDING_ERR, type TUser } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { signIn, testCoach } from '../../test/people.ts';
import { useAuth } from '../auth/store.ts';
import CoachOnboardingPage from './CoachOnboardingPage.tsx';
import { json, serveHttp } from '../../test/http.ts';

const coach = testCoach({ lastName: 'Rivera', requiresOnboarding: true });

function serve(complete: () => Response) {
  const fetch = serveHttp(async (path: string) => {
    if (path === '/api/account/profile') return json({ data: { timeZone: 'Europe/Berlin' } });
    if (path === '/api/lookup/coaching-style') return json({ data: [] });
    return complete();
  });
  return fetch;
}

function renderPage(user: TUser = coach) {
  signIn(user);
  renderWithProviders(
    <Routes>
      <Route path="/coach-onboarding" element={<CoachOnboardingPage />} />
      <Route path="/coach-dashboard" element={<p>Dashboard page</p>} />
    </Routes>,
    { route: '/coach-onboarding' },
  );
}

const next = () => fireEvent.click(screen.getByRole('button', { name: /Continue|Get Started/ }));

afterEach(() => {
  useAuth.setState({ status: 'anonymous', user: null, token: null });
});

describe('CoachOnboardingPage', () => {
  it('walks the four steps and completes onboarding', async () => {
    const fetch = serve(() => json({ data: { user: { ...coach, requiresOnboarding: false }, onboardingCompleted: true } }));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Tell Us About Yourself' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Back/ })).toHaveProperty('disabled', true);
    next();
    expect(await screen.findByText('Please add a headline')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Professional headline/), { target: { value: 'Leadership coach' } });
    fireEvent.change(screen.getByLabelText(/About me/), { target: { value: 'Hello' } });
    expect(screen.getByText('5/1000')).toBeTruthy();
    next();

    expect(await screen.findByRole('heading', { name: 'Your Coaching Approach' })).toBeTruthy();
    expect((screen.getByLabelText(/Hourly rate/) as HTMLInputElement).value).toBe('100');
    expect((screen.getByLabelText(/Time zone/) as HTMLSelectElement).value).toBe('Europe/Berlin');
    next();

    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeTruthy();
    expect(screen.getByText('$29')).toBeTruthy();
    expect(screen.getByText('$79')).toBeTruthy();
    next();
    expect(await screen.findByText('Please choose a plan')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Basic/ }));
    // Choosing a plan clears the message (the radio group reports the change asynchronously).
    await waitFor(() => expect(screen.queryByText('Please choose a plan')).toBeNull());
    next();

    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    next();
    expect(await screen.findByText('Dashboard page')).toBeTruthy();

    const [path, init] = fetch.mock.calls.find(([p]) => p === '/api/coaches/me/complete-onboarding') as unknown as [string, RequestInit];
    expect(path).toBe('/api/coaches/me/complete-onboarding');
    expect(JSON.parse(init.body as string)).toEqual({
      profileData: {
        headline: 'Leadership coach',
        aboutMe: 'Hello',
        coachingStyle: null,
        philosophy: null,
        industryExperience: null,
        hourlyRate: 100,
        timeZone: 'Europe/Berlin',
        availability: null,
      },
      subscriptionTier: 'basic',
    });
    expect(useAuth.getState().user?.requiresOnboarding).toBe(false);
  });

  it('says so when completing fails', async () => {
    serve(() => json({ error: 'boom' }, 500));
    renderPage();
    fireEvent.change(await screen.findByLabelText(/Professional headline/), { target: { value: 'Coach' } });
    next();
    await screen.findByRole('heading', { name: 'Your Coaching Approach' });
    next();
    await screen.findByRole('heading', { name: 'Choose Your Plan' });
    fireEvent.click(screen.getByRole('radio', { name: /Pro/ }));
    await waitFor(() => expect((screen.getByRole('radio', { name: /Pro/ }) as HTMLInputElement).checked).toBe(true));
    next();
    await screen.findByRole('heading', { name: 'Welcome' });
    next();
    await waitFor(() => expect(screen.getAllByText(ONBOARDING_ERR.ONBOARDING_FAILED).length).toBeGreaterThan(0));
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
  });

  it('sends a coach who already onboarded to the dashboard', async () => {
    serve(() => json({}));
    renderPage({ ...coach, requiresOnboarding: false });
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });
});
