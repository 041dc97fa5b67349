import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { COACH_PLANS, INDIVIDUAL_PLAN_FEATURES } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { PricingDialog } from './PricingDialog.tsx';

describe('PricingDialog', () => {
  it('shows the Individual plan after the free trial and the coach plans as coming soon, without a past date', async () => {
    renderWithProviders(<PricingDialog open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Pricing' });
    expect(within(dialog).getByText('$9')).toBeTruthy();
    expect(within(dialog).getByText('after the 7-day free trial')).toBeTruthy();
    expect(within(dialog).getByText('No credit card required for the trial')).toBeTruthy();
    for (const feature of INDIVIDUAL_PLAN_FEATURES) expect(within(dialog).getByText(feature)).toBeTruthy();
    for (const plan of COACH_PLANS) expect(within(dialog).getByText(plan.name)).toBeTruthy();
    expect(within(dialog).getByText('$29')).toBeTruthy();
    expect(within(dialog).getByText('$79')).toBeTruthy();
    expect(within(dialog).getByText('Coming soon')).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/Q4|expected/i);
  });

  it('Start free trial closes the dialog and opens the intake', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <Routes>
        <Route path="/" element={<PricingDialog open onClose={onClose} />} />
        <Route path="/intake" element={<p>the intake</p>} />
      </Routes>,
    );
    const start = await screen.findByRole('link', { name: 'Start free trial' });
    expect(start.getAttribute('href')).toBe('/intake');
    fireEvent.click(start);
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('the intake')).toBeTruthy();
  });
});
