import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { COACH_PLANS, INDIVIDUAL_PLAN_FEATURES, MONTHLY_PRICE_CENTS, TRIAL_DAYS } from '@coach/contract';
import { CheckList } from '../../components/CheckList.tsx';
import { AppDialog } from '../../components/AppDialog.tsx';
import { COACH_BILLING_SOON } from '../subscription/texts.ts';
import { monthlyPrice } from './pricing.ts';

/** A price and "per month" after it, smaller. */
function PerMonth({ cents, large = false }: { cents: number; large?: boolean }) {
  return (
    <Text fontSize={large ? '3xl' : '2xl'} fontWeight="bold" lineHeight={large ? '1' : undefined}>
      {monthlyPrice(cents)}
      <Text as="span" fontSize={large ? 'md' : 'sm'} fontWeight="normal" color="fg.muted">
        {' '}
        per month
      </Text>
    </Text>
  );
}

/**
 * The plans (docs/intake-and-billing.md#plans-and-prices): the Individual plan, sold after the free trial (no card needed to start it),
 * and the coach plans, announced but not sold yet. Start free trial leads to the intake.
 */
export function PricingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    // Taller than a phone's window: the body scrolls inside, so the footer's buttons stay on screen.
    <AppDialog
      open={open}
      onClose={onClose}
      title="Pricing"
      scrollInside
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Got it
          </Button>
          <Button asChild colorPalette="teal">
            <RouterLink to="/intake" onClick={onClose}>
              Start free trial
            </RouterLink>
          </Button>
        </>
      }
    >
      <Stack gap="5">
        <Text>Start with a {TRIAL_DAYS}-day free trial, no credit card required. Keep coaching afterwards with the Individual plan.</Text>
        <Box borderWidth="1px" rounded="lg" p="4" bg="bg.subtle">
          <HStack justify="space-between" align="baseline" mb="3" flexWrap="wrap" gap="2">
            <Text fontWeight="semibold">Individual</Text>
            <Badge colorPalette="teal" variant="subtle">
              {TRIAL_DAYS}-day free trial
            </Badge>
          </HStack>
          <PerMonth cents={MONTHLY_PRICE_CENTS} large />
          <Text fontSize="sm" color="fg.muted" mt="1">
            after the {TRIAL_DAYS}-day free trial
          </Text>
          <CheckList lines={['No credit card required for the trial', ...INDIVIDUAL_PLAN_FEATURES]} gap="2" mt="4" />
        </Box>
        <Box>
          <HStack mb="2" gap="2" wrap="wrap">
            <Text fontWeight="semibold">For coaches</Text>
            <Badge size="sm">Coming soon</Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted" mb="3">
            {COACH_BILLING_SOON}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            {COACH_PLANS.map((plan) => (
              <Box key={plan.tier} borderWidth="1px" rounded="lg" p="4" flex="1">
                <Text fontWeight="semibold">{plan.name}</Text>
                <PerMonth cents={plan.priceCents} />
                <CheckList lines={plan.features} gap="1" mt="2" />
              </Box>
            ))}
          </Stack>
        </Box>
      </Stack>
    </AppDialog>
  );
}
