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
