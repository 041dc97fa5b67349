import { DataList, Heading, List, Stack, Text } from '@chakra-ui/react';
import { LuMailPlus, LuUserPen, LuUsers } from 'react-icons/lu';
import { formatPlanPrice, planByTier, styleLabel, type OnboardingForm } from '../onboarding.ts';
import { zoneLabel } from '../../../lib/profile-options.ts';

const NEXT = [
  { icon: <LuMailPlus />, text: 'Invite your first coachees by email from your dashboard.' },
  { icon: <LuUsers />, text: 'Follow your clients from the Clients tab as they accept.' },
  { icon: <LuUserPen />, text: 'Keep your personal details up to date in your account.' },
];

/** Step 4 'Welcome': what the coach entered, and what comes next. */
export function WelcomeStep({ form, firstName }: { form: OnboardingForm; firstName: string }) {
  const plan = planByTier(form.subscriptionTier);
  const rows: [string, string][] = [
    ['Headline', form.headline.trim()],
    ['Coaching style', form.coachingStyle ? styleLabel(form.coachingStyle) : 'Not set'],
    ['Hourly rate', form.hourlyRate.trim() ? `$${form.hourlyRate.trim()} per hour` : 'Not set'],
    ['Time zone', zoneLabel(form.timeZone) || 'Not set'],
    ['Plan', plan ? `${plan.name}, ${formatPlanPrice(plan.priceCents)} per month (not charged yet)` : 'Not chosen'],
  ];
  return (
    <Stack gap="6">
      <Text fontSize="lg">You&apos;re all set{firstName ? `, ${firstName}` : ''}! Here&apos;s a summary of your coaching profile.</Text>
      <DataList.Root orientation="horizontal" size="md" gap="3" borderWidth="1px" rounded="l2" p="4">
        {rows.map(([label, value]) => (
          <DataList.Item key={label} flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
            <DataList.ItemLabel minW={{ sm: '36' }}>{label}</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Stack gap="3">
        <Heading as="h3" size="md">
          What&apos;s next
        </Heading>
        <List.Root gap="3" variant="plain">
          {NEXT.map((n) => (
            <List.Item key={n.text} alignItems="flex-start">
              <List.Indicator asChild color="teal.fg" mt="1">
                <span aria-hidden>{n.icon}</span>
              </List.Indicator>
              {n.text}
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Stack>
  );
}
