import { useState } from 'react';
import { Alert, Badge, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { LuArrowLeft } from 'react-icons/lu';
import { BILLING_ERR, type TDevPortal, type TDevPortalAction } from '@coach/contract';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { ApiError, errorText } from '../../lib/api.ts';
import { useAuth } from '../auth/store.ts';
import { BillingHistory } from '../subscription/BillingHistory.tsx';
import { formatAmount, formatBillingDate, STATUS_LABEL, STATUS_PALETTE } from '../subscription/format.ts';
import { devBillingApi, devBillingKeys } from './api.ts';
import { DeadEnd, TestModeFrame } from './TestModeFrame.tsx';
import { FailureAlert } from '../../components/FormParts.tsx';

type Action = TDevPortalAction['action'];
type Subscription = NonNullable<TDevPortal['subscription']>;

export const PORTAL_TEXT = {
  TITLE: 'Test billing portal',
  CANCEL: 'Cancel subscription',
  RESUME: 'Resume subscription',
  FAIL: 'Simulate a failed payment',
  PAY: 'Pay now',
  RETURN: 'Return to the app',
  NO_SUBSCRIPTION: 'There is no subscription on this account yet.',
  PAST_DUE: 'The last payment failed. Pay now to keep the subscription.',
  NOT_FOUND: 'This billing portal session does not exist, or it belongs to another account.',
  DONE: {
    cancel: 'Your subscription will end at the close of this billing period.',
    resume: 'Your subscription will continue.',
    fail_payment: 'The renewal payment failed: the subscription is past due.',
    pay_now: 'Payment received: the subscription is active again.',
  } satisfies Record<Action, string>,
} as const;

const RUNNING = new Set(['active', 'trialing', 'past_due']);

function PeriodLine({ sub }: { sub: Subscription }) {
  const date = formatBillingDate(sub.currentPeriodEnd);
  if (sub.status === 'canceled') return <Text>Ended on {date}</Text>;
  if (!RUNNING.has(sub.status)) return null;
  if (sub.cancelAtPeriodEnd) return <Text>Ends on {date}</Text>;
  return (
    <Text>
      Next billing date: <strong>{date}</strong>
    </Text>
  );
}

interface SubscriptionCardProps {
  sub: Subscription | null;
  pending: Action | null;
  onAction: (action: Action) => void;
}

function SubscriptionCard({ sub, pending, onAction }: SubscriptionCardProps) {
  const button = (action: Action, label: string, props: { colorPalette?: string; variant?: 'solid' | 'outline' } = {}) => (
    <Button
      key={action}
      variant="outline"
      {...props}
      onClick={() => onAction(action)}
      loading={pending === action}
      disabled={pending !== null && pending !== action}
    >
      {label}
    </Button>
  );
  const running = sub !== null && RUNNING.has(sub.status);
  return (
    <Card.Root as="section" aria-labelledby="portal-subscription-heading">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="lg" id="portal-subscription-heading">
            Current plan
          </Heading>
          {sub && <Badge colorPalette={STATUS_PALETTE[sub.status]}>{STATUS_LABEL[sub.status]}</Badge>}
        </HStack>
      </Card.Header>
      <Card.Body>
        {sub ? (
          <Stack gap="3">
            <Text fontWeight="semibold">
              {sub.plan.name}: {formatAmount(sub.plan.amount, sub.plan.currency)} {sub.plan.interval === 'month' ? 'per month' : 'per year'}
            </Text>
            <PeriodLine sub={sub} />
            {sub.status === 'past_due' && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>{PORTAL_TEXT.PAST_DUE}</Alert.Title>
              </Alert.Root>
            )}
            {running && (
              <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
                {sub.status === 'past_due' && button('pay_now', PORTAL_TEXT.PAY, { colorPalette: 'teal', variant: 'solid' })}
                {sub.cancelAtPeriodEnd
                  ? button('resume', PORTAL_TEXT.RESUME, { colorPalette: 'teal', variant: 'solid' })
                  : button('cancel', PORTAL_TEXT.CANCEL, { colorPalette: 'red' })}
                {sub.status !== 'past_due' && button('fail_payment', PORTAL_TEXT.FAIL)}
              </Flex>
            )}
          </Stack>
        ) : (
          <Text color="fg.muted">{PORTAL_TEXT.NO_SUBSCRIPTION}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Portal({ portal, userId }: { portal: TDevPortal; userId: string }) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (action: Action) => devBillingApi.act(portal.id, { action }),
    onMutate: () => setDone(null),
    onSuccess: (next, action) => {
      queryClient.setQueryData(devBillingKeys.portal(userId, portal.id), next);
      setDone(PORTAL_TEXT.DONE[action]);
    },
  });
  return (
    <Stack gap="6">
      <Flex gap="3" align={{ base: 'flex-start', md: 'center' }} justify="space-between" direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {PORTAL_TEXT.TITLE}
          </Heading>
          <Text color="fg.muted" wordBreak="break-all">
            {portal.email}
          </Text>
        </Stack>
        <Button asChild variant="outline">
          <a href={portal.returnUrl}>
            <LuArrowLeft aria-hidden /> {PORTAL_TEXT.RETURN}
          </a>
        </Button>
      </Flex>
      {/* Always in the page, so what an action did is read out when it appears. */}
      <Text role="status" aria-live="polite" color="green.fg" fontWeight="medium">
        {done}
      </Text>
      {act.isError && <FailureAlert title={errorText(act.error, BILLING_ERR.PORTAL_FAILED)}>{BILLING_ERR.TRY_AGAIN_HINT}</FailureAlert>}
      <SubscriptionCard
        sub={portal.subscription}
        pending={act.isPending ? act.variables : null}
        onAction={(action) => act.mutate(action)}
      />
      <BillingHistory items={portal.invoices} />
    </Stack>
  );
}

/** Dev billing's stand-in for Stripe's customer portal: the subscription, its actions and invoices. */
export default function DevPortalPage() {
  const { id = '' } = useParams();
  const userId = useAuth((s) => s.user?.id ?? '');
  const portal = useQuery({ queryKey: devBillingKeys.portal(userId, id), queryFn: () => devBillingApi.portal(id) });

  let body;
  if (portal.isPending) body = <PageSpinner label="Loading billing portal..." />;
  else if (portal.isError) {
    body =
      portal.error instanceof ApiError && portal.error.status === 404 ? (
        <DeadEnd title={BILLING_ERR.PORTAL_NOT_FOUND} text={PORTAL_TEXT.NOT_FOUND} />
      ) : (
        <RetryAlert announce onRetry={() => void portal.refetch()} retrying={portal.isFetching}>
          {BILLING_ERR.LOAD_FAILED}
        </RetryAlert>
      );
  } else body = <Portal portal={portal.data} userId={userId} />;
  return <TestModeFrame title={PORTAL_TEXT.TITLE}>{body}</TestModeFrame>;
}
