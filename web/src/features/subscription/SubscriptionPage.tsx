import { useEffect, useRef } from 'react';
import { Box, Button, Container, Flex, Heading, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { LuArrowLeft } from 'react-icons/lu';
import { BILLING_ERR, BILLING_UI } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { isCoach, useAuth } from '../auth/store.ts';
import { subscriptionKeys } from './api.ts';
import { BillingHistory } from './BillingHistory.tsx';
import { CoachSubscriptionNotice } from './CoachSubscriptionNotice.tsx';
import { CurrentPlan } from './CurrentPlan.tsx';
import { PlanCards } from './PlanCards.tsx';
import { useBillingHistory, usePlans, useSubscriptionStatus } from './queries.ts';
import { openPortalHere, useBillingActions } from './useBillingActions.ts';
import { invalidateCoachingAccess } from './realtime.ts';
import { FailureAlert } from '../../components/FormParts.tsx';

function Header({ coach }: { coach: boolean }) {
  return (
    <Box borderBottomWidth="1px" bg="bg.subtle">
      <Container maxW="4xl" py={{ base: '3', md: '5' }} px={{ base: '3', md: '6' }}>
        <Flex align="center" gap={{ base: '1', md: '4' }} wrap="wrap">
          <Button asChild variant="ghost" size="sm" ms="-2">
            <RouterLink to={coach ? '/coach-dashboard' : '/coaching'}>
              <LuArrowLeft aria-hidden /> {coach ? 'Back to Dashboard' : 'Back to Coaching'}
            </RouterLink>
          </Button>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} flex="1" minW="max-content">
            {BILLING_UI.TITLE}
          </Heading>
        </Flex>
      </Container>
    </Box>
  );
}

function Loading() {
  return (
    <Stack gap="6" aria-busy="true">
      <VisuallyHidden role="status">Loading subscription data</VisuallyHidden>
      <Skeleton h="40" rounded="l3" />
      <Skeleton h="7" w="32" />
      <Skeleton h="72" maxW={{ md: 'sm' }} rounded="l3" />
      <Skeleton h="7" w="40" />
      <Skeleton h="24" rounded="l2" />
    </Stack>
  );
}

/**
 * What Checkout and the payment-failed email send back here: success=true (welcome, read again),
 * canceled=true, manage=1 (straight on to the portal). Each is handled once, then taken out of the
 * address so a reload or the back button does not repeat it.
 */
function useReturnParams(coach: boolean) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const portalOpened = useRef(false);
  const success = params.get('success') === 'true';
  const canceled = params.get('canceled') === 'true';
  const manage = params.get('manage') === '1';

  useEffect(() => {
    if (!success && !canceled && !manage) return;
    // Fixed ids: a second run of this effect (StrictMode) updates the toast instead of adding one.
    if (success) {
      toaster.create({ id: 'billing-welcome', type: 'success', title: BILLING_UI.WELCOME_TOAST });
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      invalidateCoachingAccess(queryClient);
    }
    if (canceled) toaster.create({ id: 'billing-canceled', type: 'info', title: BILLING_UI.CANCELED_TOAST });
    if (manage && !coach && !portalOpened.current) {
      portalOpened.current = true;
      void openPortalHere();
    }
    void navigate('/subscription', { replace: true });
  }, [success, canceled, manage, coach, navigate, queryClient]);
}

function ClientSubscription({ userId }: { userId: string }) {
  const status = useSubscriptionStatus(userId);
  const plans = usePlans();
  const history = useBillingHistory(userId);
  const actions = useBillingActions(userId);

  if (status.isError || plans.isError || history.isError) {
    return <FailureAlert title={BILLING_ERR.LOAD_FAILED}>{BILLING_ERR.LOAD_FAILED_HINT}</FailureAlert>;
  }
  if (status.isPending || plans.isPending || history.isPending) return <Loading />;
  return (
    <Stack gap="8">
      <CurrentPlan status={status.data} actions={actions} />
      <PlanCards plans={plans.data} status={status.data} onSubscribe={actions.subscribe} subscribingTo={actions.subscribingTo} />
      <BillingHistory items={history.data} />
    </Stack>
  );
}

/**
 * /subscription (docs/intake-and-billing.md#subscription-page): the user's subscription, the plans
 * and the billing history; coaches are told it is not for them yet.
 */
export default function SubscriptionPage() {
  const user = useAuth((s) => s.user)!;
  const coach = isCoach(user);
  useReturnParams(coach);
  return (
    <>
      <Header coach={coach} />
      <Container maxW="4xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
        {coach ? <CoachSubscriptionNotice /> : <ClientSubscription userId={user.id} />}
      </Container>
    </>
  );
}
