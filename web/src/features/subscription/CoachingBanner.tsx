import { useState } from 'react';
import { Alert, Button, CloseButton, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ROLE, type TCoachingAccess, type TSubscriptionStatus, type TUser } from '@coach/contract';
import { TAP_TARGET } from '../../components/tap-target.ts';
import { PAYMENT_FAILED } from './texts.ts';
import { daysLeft, formatBillingDate, trialDaysText } from './format.ts';
import { useSubscriptionStatus } from './queries.ts';

/** Dismissed once, the banner stays away in this browser for this user. */
export const bannerDismissedKey = (userId: string) => `coach.subscriptionBanner.dismissed.${userId}`;

const readDismissed = (userId: string) => {
  try {
    return localStorage.getItem(bannerDismissedKey(userId)) === '1';
  } catch {
    return false;
  }
};

function SubscribedBanner({ userId, status }: { userId: string; status: TSubscriptionStatus }) {
  const [dismissed, setDismissed] = useState(() => readDismissed(userId));
  if (dismissed) return null;
  const plan = status.plan ? `the ${status.plan.name} plan` : 'a plan';
  const date = status.currentPeriodEnd ? formatBillingDate(status.currentPeriodEnd) : null;
  const when = !date ? '' : status.cancelAtPeriodEnd ? ` It ends on ${date}.` : ` Next billing date: ${date}.`;
  const dismiss = () => {
    try {
      localStorage.setItem(bannerDismissedKey(userId), '1');
    } catch {
      /* private mode: hidden for this visit */
    }
    setDismissed(true);
  };
  return (
    <Alert.Root status="success" size="sm" alignItems="center" py={{ base: '1.5', md: undefined }} data-testid="subscription-banner">
      <Alert.Indicator />
      {/* On a phone the button goes under the text, so the banner takes two or three lines, not four. */}
      <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '1.5', sm: '3' }} flex="1" align={{ base: 'flex-start', sm: 'center' }}>
        <Alert.Description flex="1">
          You&apos;re subscribed to {plan}.{when}
        </Alert.Description>
        <Button asChild size="xs" variant="outline" colorPalette="green">
          <RouterLink to="/subscription">Manage Subscription</RouterLink>
        </Button>
      </Stack>
      <CloseButton size="xs" aria-label="Dismiss subscription banner" onClick={dismiss} alignSelf={{ base: 'flex-start', sm: 'center' }} />
    </Alert.Root>
  );
}

function PlansLink({ children }: { children: string }) {
  return (
    <Link asChild fontWeight="medium" colorPalette="teal" whiteSpace="nowrap" {...TAP_TARGET}>
      <RouterLink to="/subscription">{children}</RouterLink>
    </Link>
  );
}

/**
 * Above the coaching page (docs/intake-and-billing.md#subscription-page): a subscriber's green
 * banner with the next billing date and Manage Subscription (dismissible), a failed payment's
 * warning, or the days left in the free trial. Live: the 'subscription:changed' push reads the
 * status again.
 */
export function CoachingBanner({ user, access }: { user: TUser; access: TCoachingAccess | undefined }) {
  const customer = user.primaryRoleId === ROLE.CUSTOMER;
  const status = useSubscriptionStatus(user.id, customer && access?.hasAccess !== false);
  if (!customer) return null;
  const s = status.data;
  if (s?.status === 'past_due') {
    return (
      <Alert.Root status="warning" size="sm" alignItems="center">
        <Alert.Indicator />
        <Alert.Description flex="1">{PAYMENT_FAILED}</Alert.Description>
        <PlansLink>Manage Subscription</PlansLink>
      </Alert.Root>
    );
  }
  if (s?.hasActiveSubscription) return <SubscribedBanner key={user.id} userId={user.id} status={s} />;
  if (access?.reason === 'trial' && access.trialEndDate) {
    const days = daysLeft(access.trialEndDate);
    if (days === 0) return null;
    return (
      <Alert.Root status="info" size="sm" alignItems="center" py={{ base: '1.5', md: undefined }}>
        <Alert.Indicator />
        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '0.5', sm: '3' }} flex="1" align={{ sm: 'center' }}>
          <Alert.Description flex="1">
            {trialDaysText(days)} (until {formatBillingDate(access.trialEndDate)}).
          </Alert.Description>
          <PlansLink>View plans</PlansLink>
        </Stack>
      </Alert.Root>
    );
  }
  return null;
}
