import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../test/render.tsx';
import { TrialExpired } from './TrialExpired.tsx';

describe('TrialExpired', () => {
  it("'View Subscription Plans' opens /subscription", async () => {
    renderWithProviders(
      <Routes>
        <Route path="/coaching" element={<TrialExpired />} />
        <Route path="/subscription" element={<p>the subscription page</p>} />
      </Routes>,
      { route: '/coaching' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your free trial has ended' })).toBeTruthy();
    const plans = screen.getByRole('link', { name: 'View Subscription Plans' });
    expect(plans.getAttribute('href')).toBe('/subscription');
    fireEvent.click(plans);
    expect(await screen.findByText('the subscription page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
