import type { ReactNode } from 'react';
import { Box, Button, DataList, Heading, HStack, RadioCard, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { LuCircleCheck } from 'react-icons/lu';
import { CLIENT_SESSION_DURATIONS, SESSION_GOALS_MAX, type TAvailableSlot } from '@coach/contract';
import { TextAreaField } from '../../../components/FormFields.tsx';
import { SlotPicker } from '../components/SlotPicker.tsx';
import { formatSessionDate, formatSessionTime } from '../../../lib/session-format.ts';

const zoneName = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName')?.value ??
  '';

interface DurationProps {
  coachId: string;
  duration: number;
  onDuration: (minutes: number) => void;
  slot: TAvailableSlot | null;
  onSlot: (slot: TAvailableSlot | null) => void;
}

/** Step 1: a length of 30, 60 or 90 minutes, then one of the coach's free times of that length. */
export function DurationStep({ coachId, duration, onDuration, slot, onSlot }: DurationProps) {
  return (
    <Stack gap="5">
      <RadioCard.Root
        value={String(duration)}
        onValueChange={(e) => e.value && onDuration(Number(e.value))}
        colorPalette="teal"
        size="sm"
        variant="surface"
      >
        <RadioCard.Label fontWeight="medium">Session length</RadioCard.Label>
        <HStack gap="2" align="stretch">
          {CLIENT_SESSION_DURATIONS.map((d) => (
            <RadioCard.Item key={d} value={String(d)} flex="1">
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl justifyContent="center">
                <RadioCard.ItemText textAlign="center">{d} minutes</RadioCard.ItemText>
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </HStack>
      </RadioCard.Root>
      <Stack gap="2">
        <Text fontWeight="medium" fontSize="sm">
          Date and time
        </Text>
        <SlotPicker coachId={coachId} duration={duration} value={slot} onChange={onSlot} />
      </Stack>
    </Stack>
  );
}

/** Duration, date and time of the session being requested. */
export function BookingSummary({ duration, slot }: { duration: number; slot: TAvailableSlot }) {
  const rows = [
    ['Duration', `${duration} minutes`],
    ['Date', formatSessionDate(slot.scheduledAt)],
    ['Time', `${formatSessionTime(slot.scheduledAt)} ${zoneName(slot.scheduledAt)}`],
  ] as const;
  return (
    <Box borderWidth="1px" rounded="md" p="3" bg="bg.muted">
      <DataList.Root orientation="horizontal" size="sm">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}

/** Step 2: what the client would like to work on (required), above the summary. */
export function GoalsStep({
  goals,
  onGoals,
  error,
  children,
}: {
  goals: string;
  onGoals: (v: string) => void;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <Stack gap="4">
      <TextAreaField
        label="What you'd like to work on"
        name="sessionGoals"
        required
        value={goals}
        onChange={onGoals}
        error={error ?? undefined}
        max={SESSION_GOALS_MAX}
        placeholder="For example: preparing for a job interview next month"
        rows={3}
      />
      {children}
    </Stack>
  );
}

/** Step 3: requested; the coach confirms it. */
export function RequestedStep({ coachName, duration, slot }: { coachName: string; duration: number; slot: TAvailableSlot }) {
  const navigate = useNavigate();
  return (
    <Stack gap="4" align="center" textAlign="center">
      <Box color="green.fg">
        <LuCircleCheck size="40" aria-hidden />
      </Box>
      <Box role="status">
        <Heading as="h2" size="lg">
          Session Requested!
        </Heading>
      </Box>
      <Text color="fg.muted">
        {coachName} will confirm the session once they approve it. You can follow it under View All Sessions on your coaching page.
      </Text>
      <Box w="full" textAlign="start">
        <BookingSummary duration={duration} slot={slot} />
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" w={{ base: 'full', sm: 'auto' }}>
        <Button variant="outline" onClick={() => navigate('/coach-search')}>
          Find Another Coach
        </Button>
        <Button colorPalette="teal" onClick={() => navigate('/coaching')}>
          Continue Coaching
        </Button>
      </Stack>
    </Stack>
  );
}
