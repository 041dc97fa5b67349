import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { AVAILABILITY_ERR } from '@coach/contract';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { useAuth } from '../auth/store.ts';
import { AvailabilityManager } from './AvailabilityManager.tsx';
import { BookingRulesCard } from './BookingRulesForm.tsx';
import { AVAILABILITY_TEXT } from './texts.ts';
import { useAvailabilityList } from './useAvailability.ts';

/** The coach dashboard's Availability tab: the calendar once the patterns and zone are in, then the booking rules. */
export default function AvailabilityPanel() {
  const coachId = useAuth((s) => s.user?.id ?? '');
  const list = useAvailabilityList();
  if (list.isPending)
    return (
      <Center py="16" gap="3" role="status">
        <Spinner color="teal.solid" />
        <Text color="fg.muted">{AVAILABILITY_TEXT.LOADING}</Text>
      </Center>
    );
  if (list.isError)
    return (
      <RetryAlert announce onRetry={() => void list.refetch()} retrying={list.isFetching}>
        {AVAILABILITY_ERR.LOAD_FAILED}
      </RetryAlert>
    );
  return (
    <Stack gap="6">
      <AvailabilityManager coachId={coachId} patterns={list.data.availability} zone={list.data.timezone} />
      <BookingRulesCard />
    </Stack>
  );
}
