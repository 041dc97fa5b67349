import { CheckList } from '../../components/CheckList.tsx';
import { Badge, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { BILLING_UI, type TPlan, type TSubscriptionStatus } from '@coach/contract';
import { DevModeNote } from './DevModeNote.tsx';
import { formatBillingDate, formatPlanPrice, onOurTrial } from './format.ts';

interface Props {
  plans: TPlan[];
  status: TSubscriptionStatus;
  onSubscribe: (plan: TPlan) => void;
  /** The plan whose checkout is opening. */
  subscribingTo: string | undefined;
}

/** A subscription that still stands (paid, or waiting for its payment to be fixed in the portal): no second one. */
const subscribed = (s: TSubscriptionStatus) =>
  s.hasActiveSubscription || s.status === 'past_due' || s.status === 'unpaid' || s.status === 'paused';

function PlanCard({
  plan,
  current,
  canSubscribe,
  dev,
  trialEndsAt,
  onSubscribe,
  subscribingTo,
}: { plan: TPlan; current: boolean; canSubscribe: boolean; dev: boolean; trialEndsAt: string | null } & Pick<
  Props,
  'onSubscribe' | 'subscribingTo'
>) {
  return (
    <Card.Root
      flex="1 1 18rem"
      maxW={{ md: 'sm' }}
      borderColor={plan.popular ? 'teal.solid' : undefined}
      borderWidth={plan.popular ? '2px' : undefined}
    >
      <Card.Header gap="2">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h3" size="lg">
            {plan.name}
          </Heading>
          {plan.popular && (
            <Badge colorPalette="teal" variant="solid">
              Most popular
            </Badge>
          )}
        </HStack>
        <Text>
          <Text as="span" fontSize="3xl" fontWeight="bold">
            {formatPlanPrice(plan.amount, plan.currency)}
          </Text>{' '}
          <Text as="span" color="fg.muted">
            per {plan.interval}
          </Text>
        </Text>
      </Card.Header>
      <Card.Body>
        <CheckList lines={plan.features} label={`${plan.name} plan features`} />
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="2">
        {current ? (
          <Badge colorPalette="green" size="lg" alignSelf="flex-start">
            Current plan
          </Badge>
        ) : (
          canSubscribe && (
            <>
              <Button
                colorPalette="teal"
                aria-label={`Subscribe to ${plan.name}`}
                loading={subscribingTo === plan.id}
                disabled={subscribingTo !== undefined && subscribingTo !== plan.id}
                onClick={() => onSubscribe(plan)}
              >
                Subscribe
              </Button>
              {/* The server starts the paid period at the trial's end (Checkout's trial_end). */}
              {trialEndsAt && <Text fontSize="sm">{BILLING_UI.FIRST_PAYMENT_AT_TRIAL_END(formatBillingDate(trialEndsAt))}</Text>}
              {dev && <DevModeNote />}
            </>
          )
        )}
      </Card.Footer>
    </Card.Root>
  );
}

/** The plans, the popular one marked, with Subscribe (Checkout; docs/intake-and-billing.md#subscription-page). */
export function PlanCards({ plans, status, onSubscribe, subscribingTo }: Props) {
  const canSubscribe = !subscribed(status);
  return (
    <Stack as="section" gap="3" aria-labelledby="plans-heading">
      <Heading as="h2" size="lg" id="plans-heading">
        Plans
      </Heading>
      {plans.length === 0 ? (
        <Text color="fg.muted">No plans are available right now.</Text>
      ) : (
        <Flex gap="4" wrap="wrap">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={subscribed(status) && status.plan?.id === plan.id}
              canSubscribe={canSubscribe}
              dev={status.mode === 'dev'}
              trialEndsAt={onOurTrial(status.trialEndsAt, status.hasActiveSubscription) ? status.trialEndsAt : null}
              onSubscribe={onSubscribe}
              subscribingTo={subscribingTo}
            />
          ))}
        </Flex>
      )}
    </Stack>
  );
}
