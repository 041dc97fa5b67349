import type { ReactNode } from 'react';
import { Blockquote, Box, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCalendarDays, LuCreditCard, LuRepeat } from 'react-icons/lu';
import { MONTHLY_PRICE_CENTS, TRIAL_DAYS } from '@coach/contract';
import { monthlyPrice } from '../../landing/pricing.ts';
import { InlineError } from '../components/InlineError.tsx';
import { fieldMark } from '../focus.ts';
import type { PendingInvite } from '../invite.ts';
import { useIntakeStore } from '../store.ts';

function Term({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <HStack as="li" align="flex-start" gap="3">
      <Box aria-hidden flexShrink={0} w="9" h="9" rounded="full" bg="teal.subtle" color="teal.fg" display="grid" placeItems="center">
        {icon}
      </Box>
      <Box>
        <Text fontWeight="semibold">{title}</Text>
        <Text color="fg.muted" fontSize="sm">
          {children}
        </Text>
      </Box>
    </HStack>
  );
}

function Agreement({ children }: { children: ReactNode }) {
  const accepted = useIntakeStore((s) => s.data.trialTermsAccepted);
  const error = useIntakeStore((s) => s.errors.trialTermsAccepted);
  const update = useIntakeStore((s) => s.update);
  return (
    <Box {...fieldMark('trialTermsAccepted')} borderWidth="1px" borderColor={error ? 'border.error' : 'border'} rounded="lg" p="4" bg="bg.subtle">
      <Checkbox.Root
        checked={accepted}
        onCheckedChange={(d) => update({ trialTermsAccepted: d.checked === true })}
        colorPalette="teal"
        invalid={!!error}
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput aria-describedby={error ? 'intake-trial-error' : undefined} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">{children}</Checkbox.Label>
      </Checkbox.Root>
      <InlineError id="intake-trial-error">{error}</InlineError>
    </Box>
  );
}

/** Step 8: the trial terms (7 days, no card, then the monthly price), or for invited users a confirmation naming their coach. */
export function StepTrial({ invite }: { invite: PendingInvite | null }) {
  const price = monthlyPrice(MONTHLY_PRICE_CENTS);
  if (invite) {
    return (
      <Stack gap="6">
        <Text>
          When you start, you&apos;ll have a private coaching room with {invite.coachName} and an AI coach to help between sessions.
        </Text>
        {invite.personalMessage && (
          <Blockquote.Root colorPalette="teal" variant="subtle">
            <Blockquote.Content>
              <Text whiteSpace="pre-wrap">{invite.personalMessage}</Text>
            </Blockquote.Content>
            <Blockquote.Caption color="fg.muted">— {invite.coachName}</Blockquote.Caption>
          </Blockquote.Root>
        )}
        <Agreement>I&apos;m ready to start coaching with {invite.coachName}</Agreement>
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <Stack as="ul" gap="4" listStyleType="none">
        <Term icon={<LuCalendarDays />} title={`${TRIAL_DAYS}-day free trial`}>
          Full access to your coaching room, goals and progress from today.
        </Term>
        <Term icon={<LuCreditCard />} title="No credit card required">
          You won&apos;t be asked for payment details to start.
        </Term>
        <Term icon={<LuRepeat />} title={`Then ${price}/month`}>
          After the trial, keep coaching for {price} per month.
        </Term>
      </Stack>
      <Agreement>
        I understand my free trial lasts {TRIAL_DAYS} days and coaching then costs {price}/month.
      </Agreement>
    </Stack>
  );
}
