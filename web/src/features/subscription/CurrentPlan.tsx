import { useState } from 'react';
import { Alert, Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LuExternalLink } from 'react-icons/lu';
import { BILLING_UI, type TSubscriptionStatus } from '@coach/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DevModeNote } from './DevModeNote.tsx';
import { PAYMENT_FAILED } from './texts.ts';
import { daysLeft, formatBillingDate, onOurTrial, STATUS_LABEL, STATUS_PALETTE, trialDaysText } from './format.ts';
import type { useBillingActions } from './useBillingActions.ts';

type Actions = ReturnType<typeof useBillingActions>;

/** Statuses whose period runs on: it renews, or ends at its close when cancelled. */
const RUNNING = new Set(['active', 'trialing', 'past_due']);

function PeriodLine({ status }: { status: TSubscriptionStatus }) {
  if (!status.currentPeriodEnd) return null;
  const date = formatBillingDate(status.currentPeriodEnd);
  if (status.status === 'canceled') return <Text>Ended on {date}</Text>;
  if (!RUNNING.has(status.status)) return null;
  if (status.cancelAtPeriodEnd) return <Text>Ends on {date}</Text>;
  return (
    <Text>
      Next billing date: <strong>{date}</strong>
    </Text>
  );
}

function TrialLine({ status }: { status: TSubscriptionStatus }) {
  if (onOurTrial(status.trialEndsAt, status.hasActiveSubscription)) {
    return (
      <Text>
        <strong>{trialDaysText(daysLeft(status.trialEndsAt!))}</strong> (until {formatBillingDate(status.trialEndsAt!)}). No card is needed
        for the trial.
      </Text>
    );
  }
  if (status.status === 'none') {
    return (
      <Text color="fg.muted">
        {status.trialEndsAt ? 'Your free trial has ended. Choose a plan to keep coaching.' : 'You have no subscription yet.'}
      </Text>
    );
  }
  return null;
}

function ManageBilling({ actions }: { actions: Actions }) {
  return (
    <Button variant="outline" onClick={actions.manageBilling} loading={actions.managing}>
      Manage billing
      <LuExternalLink aria-hidden />
    </Button>
  );
}

/**
 * Where the user stands (docs/intake-and-billing.md#subscription-page), with Manage billing (the
 * portal), cancel at the period's end and resume.
 */
export function CurrentPlan({ status, actions }: { status: TSubscriptionStatus; actions: Actions }) {
  const [confirming, setConfirming] = useState(false);
  const pastDue = status.status === 'past_due';
  const trial = onOurTrial(status.trialEndsAt, status.hasActiveSubscription);
  const cancellable = status.hasActiveSubscription && RUNNING.has(status.status);
  const resumable = status.cancelAtPeriodEnd && RUNNING.has(status.status);
  return (
    <Card.Root as="section" aria-labelledby="current-plan-heading">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="lg" id="current-plan-heading">
            Your subscription
          </Heading>
          {trial ? (
            <Badge colorPalette="teal">Free trial</Badge>
          ) : (
            <Badge colorPalette={STATUS_PALETTE[status.status]}>{STATUS_LABEL[status.status]}</Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {status.plan && status.status !== 'none' && <Text fontWeight="semibold">{status.plan.name} plan</Text>}
          <PeriodLine status={status} />
          <TrialLine status={status} />
          {pastDue && (
            <Alert.Root status="warning" alignItems={{ base: 'flex-start', sm: 'center' }} flexWrap="wrap">
              <Alert.Indicator />
              <Alert.Title flex="1" minW="12rem">
                {PAYMENT_FAILED}
              </Alert.Title>
              {status.hasCustomer && <ManageBilling actions={actions} />}
            </Alert.Root>
          )}
          {(status.hasCustomer || cancellable || resumable) && (
            <Stack gap="2">
              <HStack gap="3" wrap="wrap">
                {status.hasCustomer && !pastDue && <ManageBilling actions={actions} />}
                {/* One button that turns into the other, so focus stays on it when the dialog closes. */}
                {resumable ? (
                  <Button key="cancel-or-resume" colorPalette="teal" onClick={actions.resume} loading={actions.resuming}>
                    Resume subscription
                  </Button>
                ) : (
                  cancellable && (
                    <Button key="cancel-or-resume" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                      Cancel subscription
                    </Button>
                  )
                )}
              </HStack>
              {status.mode === 'dev' && status.hasCustomer && <DevModeNote />}
            </Stack>
          )}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        title="Cancel subscription"
        description={BILLING_UI.CANCEL_CONFIRM}
        confirmLabel="Cancel subscription"
        cancelLabel="Keep subscription"
        pending={actions.cancelling}
        onConfirm={() => actions.cancelAtPeriodEnd(() => setConfirming(false))}
        onClose={() => setConfirming(false)}
      />
    </Card.Root>
  );
}
