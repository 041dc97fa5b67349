import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { COACH_BILLING_SOON } from '../subscription/texts.ts';
import { QuickActions } from './QuickActions.tsx';

describe('QuickActions: Billing and Payments', () => {
  it('is announced as coming soon, without a past date', async () => {
    renderWithProviders(<QuickActions onAddSession={() => {}} />);
    const billing = screen.getByRole('button', { name: /Billing and Payments/ });
    expect(billing.textContent).toContain('Coming soon');
    expect(billing.textContent).not.toMatch(/Q4|20\d\d/);
    fireEvent.click(billing);
    const dialog = await screen.findByRole('dialog', { name: 'Billing and Payments' });
    expect(within(dialog).getByText(COACH_BILLING_SOON)).toBeTruthy();
  });
});

describe('QuickActions: where each one leads', () => {
  it("Update Profile opens the account page's professional section; the others their pages", () => {
    renderWithProviders(<QuickActions onAddSession={() => {}} />);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Update Profile')).toBe('/account#professional');
    expect(href('Invite Coachee')).toBe('/coach/invites?new=1');
    expect(href('Manage Invites')).toBe('/coach/invites');
    expect(href('Manage Sessions')).toBe('/coach/sessions');
  });

  it('Add a Session opens the create dialog here', () => {
    let asked = 0;
    renderWithProviders(<QuickActions onAddSession={() => (asked += 1)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a Session' }));
    expect(asked).toBe(1);
  });
});
