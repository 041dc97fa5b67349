import { CheckList } from '../../components/CheckList.tsx';
import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { BILLING_ERR, BILLING_UI, type TDevCheckout } from '@coach/contract';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { ApiError, errorText } from '../../lib/api.ts';
import { useAuth } from '../auth/store.ts';
import { formatAmount, formatBillingDate } from '../subscription/format.ts';
import { devBillingApi, devBillingKeys } from './api.ts';
import { DeadEnd, TestModeFrame } from './TestModeFrame.tsx';
import { FailureAlert } from '../../components/FormParts.tsx';

export const CHECKOUT_TEXT = {
  TITLE: 'Test checkout',
  SUBSCRIBE: 'Subscribe',
  GO_BACK: 'Cancel and go back',
  COMPLETE_TITLE: 'Checkout complete',
  COMPLETE: 'This checkout has already been paid. Your subscription is on the Subscription page.',
  EXPIRED_TITLE: 'Checkout expired',
  EXPIRED: 'This checkout has expired. Start again from the Subscription page.',
  NOT_FOUND: 'This checkout does not exist, or it belongs to another account.',
} as const;

const perInterval = (interval: 'month' | 'year') => (interval === 'month' ? 'per month' : 'per year');

function PlanSummary({ checkout }: { checkout: TDevCheckout }) {
  const { plan } = checkout;
  return (
    <Card.Root as="section" aria-labelledby="plan-heading">
      <Card.Header>
        <Text color="fg.muted" fontSize="sm">
          Subscribe to
        </Text>
        <Heading as="h2" size="xl" id="plan-heading">
          {plan.name}
        </Heading>
        <HStack gap="2" align="baseline">
          <Text fontSize="3xl" fontWeight="bold">
            {formatAmount(plan.amount, plan.currency)}
          </Text>
          <Text color="fg.muted">{perInterval(plan.interval)}</Text>
        </HStack>
      </Card.Header>
      <Card.Body>
        <CheckList lines={plan.features} label={`${plan.name} plan features`} fontSize="md" />
      </Card.Body>
    </Card.Root>
  );
}

function Pay({ checkout }: { checkout: TDevCheckout }) {
  const complete = useMutation({
    mutationFn: () => devBillingApi.complete(checkout.id),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const cancel = useMutation({
    mutationFn: () => devBillingApi.cancel(checkout.id),
    onSuccess: ({ url }) => window.location.assign(url),
    // Going back needs nothing from the server: the page already knows where back is.
    onError: () => window.location.assign(checkout.cancelUrl),
  });
  // After success the browser is leaving: the buttons stay busy until it has.
  const paying = complete.isPending || complete.isSuccess;
  const leaving = cancel.isPending || cancel.isSuccess;
  return (
    <Card.Root as="section" aria-labelledby="pay-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="pay-heading">
          Confirm, no card needed
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Stack gap="0">
            <Text color="fg.muted" fontSize="sm">
              Email
            </Text>
            <Text fontWeight="medium" wordBreak="break-all">
              {checkout.email}
            </Text>
          </Stack>
          {checkout.firstPaymentAt ? (
            <>
              <Text fontWeight="semibold">{BILLING_UI.FIRST_PAYMENT_AT_TRIAL_END(formatBillingDate(checkout.firstPaymentAt))}</Text>
              <Text fontSize="sm" color="fg.muted">
                Subscribing keeps the rest of your free trial, as a Stripe checkout with a trial would, and renews the plan every{' '}
                {checkout.plan.interval} after it. Nothing is charged.
              </Text>
            </>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              Subscribing starts the plan now, as a paid Stripe checkout would, and renews it every {checkout.plan.interval}. Nothing is
              charged.
            </Text>
          )}
          {complete.isError && (
            <FailureAlert title={errorText(complete.error, BILLING_ERR.START_FAILED)}>{BILLING_ERR.TRY_AGAIN_HINT}</FailureAlert>
          )}
          <Button
            colorPalette="teal"
            size="lg"
            onClick={() => complete.mutate()}
            loading={paying}
            loadingText="Subscribing..."
            disabled={leaving}
          >
            {CHECKOUT_TEXT.SUBSCRIBE}
          </Button>
          <Button variant="ghost" onClick={() => cancel.mutate()} loading={leaving} disabled={paying}>
            {CHECKOUT_TEXT.GO_BACK}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Dev billing's stand-in for Stripe Checkout: the plan, the email, Subscribe or go back. */
export default function DevCheckoutPage() {
  const { id = '' } = useParams();
  const userId = useAuth((s) => s.user?.id ?? '');
  const checkout = useQuery({ queryKey: devBillingKeys.checkout(userId, id), queryFn: () => devBillingApi.checkout(id) });

  let body;
  if (checkout.isPending) body = <PageSpinner label="Loading checkout..." />;
  else if (checkout.isError) {
    body =
      checkout.error instanceof ApiError && checkout.error.status === 404 ? (
        <DeadEnd title={BILLING_ERR.CHECKOUT_NOT_FOUND} text={CHECKOUT_TEXT.NOT_FOUND} />
      ) : (
        <RetryAlert announce onRetry={() => void checkout.refetch()} retrying={checkout.isFetching}>
          {BILLING_ERR.LOAD_FAILED}
        </RetryAlert>
      );
  } else if (checkout.data.status === 'complete') body = <DeadEnd title={CHECKOUT_TEXT.COMPLETE_TITLE} text={CHECKOUT_TEXT.COMPLETE} />;
  else if (checkout.data.status === 'expired') body = <DeadEnd title={CHECKOUT_TEXT.EXPIRED_TITLE} text={CHECKOUT_TEXT.EXPIRED} />;
  else {
    body = (
      <Stack gap="6">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {CHECKOUT_TEXT.TITLE}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
          <PlanSummary checkout={checkout.data} />
          <Pay checkout={checkout.data} />
        </SimpleGrid>
      </Stack>
    );
  }
  return <TestModeFrame title={CHECKOUT_TEXT.TITLE}>{body}</TestModeFrame>;
}
