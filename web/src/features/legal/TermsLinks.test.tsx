import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../test/render.tsx';
import { Footer } from '../../components/Layout.tsx';
import { useAuth } from '../auth/store.ts';
import CoachRegistrationPage from '../coach-onboarding/CoachRegistrationPage.tsx';
import { StepWelcome } from '../intake/steps/StepWelcome.tsx';
import TermsPage from './TermsPage.tsx';
import { json, serveHttp } from '../../test/http.ts';

const termsHref = () => screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href');

describe('the Terms of Service (route /terms)', () => {
  it('is a page of its own', () => {
    renderWithProviders(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Coaching is not therapy' })).toBeTruthy();
  });

  it('is linked from the intake terms the client accepts', () => {
    renderWithProviders(<StepWelcome />);
    expect(termsHref()).toBe('/terms');
  });

  it('is linked from the footer', () => {
    renderWithProviders(<Footer />);
    expect(termsHref()).toBe('/terms');
  });

  it('is linked from the terms a coach accepts at registration', async () => {
    serveHttp(async (path: string) =>
      path === '/api/access-codes/system-status'
        ? json({ data: { accessCodeRequired: false } })
        : json({ data: { specializations: [{ key: 'career', displayName: 'Career Coaching' }] } }),
    );
    useAuth.setState({ status: 'anonymous', user: null, token: null });
    renderWithProviders(
      <Routes>
        <Route path="/coach-registration" element={<CoachRegistrationPage />} />
      </Routes>,
      { route: '/coach-registration' },
    );
    expect((await screen.findByRole('link', { name: 'Terms of Service' })).getAttribute('href')).toBe('/terms');
  });
});
