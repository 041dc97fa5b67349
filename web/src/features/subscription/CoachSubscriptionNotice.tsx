import { Alert } from '@chakra-ui/react';
import { COACH_BILLING_SOON, COACH_SUBSCRIPTION_TITLE } from './texts.ts';

/**
 * My Subscription is under development for coaches; a coach who opens /subscription reads the same
 * (docs/intake-and-billing.md#subscription-page).
 */
export function CoachSubscriptionNotice() {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{COACH_SUBSCRIPTION_TITLE}</Alert.Title>
        <Alert.Description>{COACH_BILLING_SOON}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
