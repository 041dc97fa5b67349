import { Blockquote, Stack, Text } from '@chakra-ui/react';
import { LuCalendarDays, LuCreditCard, LuRepeat } from 'react-icons/lu';
import { MONTHLY_PRICE_CENTS, TRIAL_DAYS } from '@coach/contract';
import { monthlyPrice } from '../../landing/pricing.ts';
import { AgreementBox, IconPoint } from '../components/StepParts.tsx';
import type { PendingInvite } from '../invite.ts';

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
        <AgreementBox field="trialTermsAccepted" errorId="intake-trial-error">
          I&apos;m ready to start coaching with {invite.coachName}
        </AgreementBox>
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <Stack as="ul" gap="4" listStyleType="none">
        <IconPoint icon={<LuCalendarDays />} title={`${TRIAL_DAYS}-day free trial`}>
          Full access to your coaching room, goals and progress from today.
        </IconPoint>
        <IconPoint icon={<LuCreditCard />} title="No credit card required">
          You won&apos;t be asked for payment details to start.
        </IconPoint>
        <IconPoint icon={<LuRepeat />} title={`Then ${price}/month`}>
          After the trial, keep coaching for {price} per month.
        </IconPoint>
      </Stack>
      <AgreementBox field="trialTermsAccepted" errorId="intake-trial-error">
        I understand my free trial lasts {TRIAL_DAYS} days and coaching then costs {price}/month.
      </AgreementBox>
    </Stack>
  );
}
