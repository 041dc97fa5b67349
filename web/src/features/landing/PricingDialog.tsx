import { Badge, Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { COACH_PLANS, INDIVIDUAL_PLAN_FEATURES, MONTHLY_PRICE_CENTS, PRICING_EXPECTED, TRIAL_DAYS } from '@coach/contract';
import { AppDialog } from '../../components/AppDialog.tsx';
import { monthlyPrice } from './pricing.ts';

/** Pricing is announced, not sold yet (spec §1, §9): the dialog says so and states the known individual price. */
export function PricingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AppDialog open={open} onClose={onClose} title="Pricing" footer={<Button onClick={onClose}>Got it</Button>}>
      <Stack gap="5">
        <Text>
          Pricing and subscription features are under development and expected in {PRICING_EXPECTED}.
        </Text>
        <Box borderWidth="1px" rounded="lg" p="4" bg="bg.subtle">
          <HStack justify="space-between" align="baseline" mb="3" flexWrap="wrap" gap="2">
            <Text fontWeight="semibold">For individuals</Text>
            <Badge colorPalette="teal" variant="subtle">
              {TRIAL_DAYS}-day free trial
            </Badge>
          </HStack>
          <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
            {monthlyPrice(MONTHLY_PRICE_CENTS)}
            <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
              {' '}
              per month
            </Text>
          </Text>
          <List.Root gap="2" mt="4" variant="plain" fontSize="sm">
            {['No credit card required for the trial', ...INDIVIDUAL_PLAN_FEATURES].map((line) => (
              <List.Item key={line} alignItems="center">
                <List.Indicator asChild color="teal.fg">
                  <LuCheck />
                </List.Indicator>
                {line}
              </List.Item>
            ))}
          </List.Root>
        </Box>
        <Box>
          <Text fontWeight="semibold" mb="2">
            For coaches
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            {COACH_PLANS.map((plan) => (
              <Box key={plan.tier} borderWidth="1px" rounded="lg" p="4" flex="1">
                <Text fontWeight="semibold">{plan.name}</Text>
                <Text fontSize="2xl" fontWeight="bold">
                  {monthlyPrice(plan.priceCents)}
                  <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
                    {' '}
                    per month
                  </Text>
                </Text>
                <List.Root gap="1" mt="2" variant="plain" fontSize="sm">
                  {plan.features.map((f) => (
                    <List.Item key={f} alignItems="center">
                      <List.Indicator asChild color="teal.fg">
                        <LuCheck />
                      </List.Indicator>
                      {f}
                    </List.Item>
                  ))}
                </List.Root>
              </Box>
            ))}
          </Stack>
        </Box>
      </Stack>
    </AppDialog>
  );
}
