import { CheckList } from '../../../components/CheckList.tsx';
import { Alert, Box, Field, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { COACH_PLANS, type CoachTier } from '@coach/contract';
import { ErrorMessage } from '../../../components/ErrorMessage.tsx';
import { formatPlanPrice } from '../onboarding.ts';
import { COACH_BILLING_SOON } from '../../subscription/texts.ts';
import type { StepProps } from './types.ts';

/**
 * Step 3 'Choose Your Plan': the coach plans (COACH_PLANS, docs/intake-and-billing.md#plans-and-prices); nothing is charged until billing
 * arrives.
 */
export function PlanStep({ form, errors, set }: StepProps) {
  return (
    <Stack gap="5">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Free during the beta</Alert.Title>
          <Alert.Description>{COACH_BILLING_SOON} We&apos;ll ask before your plan starts.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Field.Root invalid={!!errors.subscriptionTier}>
        <RadioCard.Root
          name="subscriptionTier"
          colorPalette="teal"
          value={form.subscriptionTier || null}
          onValueChange={(d) => set('subscriptionTier', (d.value ?? '') as CoachTier | '')}
          w="full"
        >
          <RadioCard.Label fontSize="sm" fontWeight="medium">
            Plan
          </RadioCard.Label>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {COACH_PLANS.map((plan) => (
              <RadioCard.Item key={plan.tier} value={plan.tier}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent gap="3">
                    <RadioCard.ItemText fontSize="lg" fontWeight="semibold">
                      {plan.name}
                    </RadioCard.ItemText>
                    <Text>
                      <Text as="span" fontSize="3xl" fontWeight="bold">
                        {formatPlanPrice(plan.priceCents)}
                      </Text>{' '}
                      <Text as="span" color="fg.muted">
                        per month
                      </Text>
                    </Text>
                    <CheckList lines={plan.features} gap="1.5" />
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </SimpleGrid>
        </RadioCard.Root>
        {/* Focus stays on Continue (a focused card looks chosen); the message announces itself instead. */}
        <Box role="alert">
          <ErrorMessage>{errors.subscriptionTier}</ErrorMessage>
        </Box>
      </Field.Root>
    </Stack>
  );
}
