import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TCoachingAccess } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { CoachingBanner, bannerDismissedKey } from './CoachingBanner.tsx';
import { active, coach, customer, inDays, PERIOD_END, serve, status } from './billing.fixture.tsx';
import { formatBillingDate } from './format.ts';
import { PAYMENT_FAILED } from './texts.ts';

const access = (over: Partial<TCoachingAccess> = {}): TCoachingAccess => ({
  hasActiveCoaching: false,
  hasAccess: true,
  reason: 'subscription',
  trialEndDate: null,
  ...over,
});
const date = formatBillingDate(PERIOD_END);

describe('CoachingBanner', () => {
  it('shows a subscriber the green banner with the next billing date and Manage Subscription', async () => {
    serve({}, { status: active() });
    renderWithProviders(<CoachingBanner user={customer} access={access()} />);
    const banner = await screen.findByTestId('subscription-banner');
    expect(banner.textContent).toContain(`You're subscribed to the Individual plan. Next billing date: ${date}.`);
    expect(screen.getByRole('link', { name: 'Manage Subscription' }).getAttribute('href')).toBe('/subscription');
  });

  it('says when a cancelled subscription ends', async () => {
    serve({}, { status: active({ cancelAtPeriodEnd: true }) });
    renderWithProviders(<CoachingBanner user={customer} access={access()} />);
    expect((await screen.findByTestId('subscription-banner')).textContent).toContain(`It ends on ${date}.`);
  });

  it('stays dismissed in this browser for this user, and only for them', async () => {
    const fetch = serve({}, { status: active() });
    const first = renderWithProviders(<CoachingBanner user={customer} access={access()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss subscription banner' }));
    expect(screen.queryByTestId('subscription-banner')).toBeNull();
    expect(localStorage.getItem(bannerDismissedKey(customer.id))).toBe('1');
    first.unmount();

    const again = renderWithProviders(<CoachingBanner user={customer} access={access()} />);
    // Read again (a fresh cache), and still not shown.
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('subscription-banner')).toBeNull();
    again.unmount();

    const other = { ...customer, id: '00000000-0000-4000-8000-000000000009' };
    renderWithProviders(<CoachingBanner user={other} access={access()} />);
    expect(await screen.findByTestId('subscription-banner')).toBeTruthy();
  });

  it('counts the days left of the free trial, with a link to the plans', async () => {
    serve({}, { status: status({ trialEndsAt: inDays(4.5) }) });
    renderWithProviders(<CoachingBanner user={customer} access={access({ reason: 'trial', trialEndDate: inDays(4.5) })} />);
    expect(await screen.findByText(/5 days left in your free trial/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View plans' }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByTestId('subscription-banner')).toBeNull();
  });

  it('says 1 day on the last day of the trial', async () => {
    serve({}, { status: status({ trialEndsAt: inDays(0.2) }) });
    renderWithProviders(<CoachingBanner user={customer} access={access({ reason: 'trial', trialEndDate: inDays(0.2) })} />);
    expect(await screen.findByText(/^1 day left in your free trial/)).toBeTruthy();
  });

  it('shows the subscriber banner, not the trial, to someone who subscribed during the trial', async () => {
    serve({}, { status: active({ trialEndsAt: inDays(3) }) });
    renderWithProviders(<CoachingBanner user={customer} access={access({ reason: 'trial', trialEndDate: inDays(3) })} />);
    expect(await screen.findByTestId('subscription-banner')).toBeTruthy();
    expect(screen.queryByText(/left in your free trial/)).toBeNull();
  });

  it('warns when the last payment failed', async () => {
    serve({}, { status: active({ status: 'past_due' }) });
    renderWithProviders(<CoachingBanner user={customer} access={access()} />);
    expect(await screen.findByText(PAYMENT_FAILED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Subscription' }).getAttribute('href')).toBe('/subscription');
  });

  it('shows a coach nothing and asks for no subscription', async () => {
    const fetch = serve({}, { status: active() });
    const { container } = renderWithProviders(<CoachingBanner user={coach} access={access({ reason: 'not_customer' })} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(container.querySelector('.chakra-alert__root')).toBeNull();
  });
});
