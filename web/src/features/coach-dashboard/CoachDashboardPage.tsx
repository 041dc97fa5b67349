import { Center, Container, Heading, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { LuCalendarClock, LuLayoutDashboard, LuUsers } from 'react-icons/lu';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { homePath, isCoach, useAuth } from '../auth/store.ts';
import { AvailabilityTab } from './AvailabilityTab.tsx';
import { ClientChatTab } from './ClientChatTab.tsx';
import { DashboardTab } from './DashboardTab.tsx';
import { useCoachClients } from './useCoachClients.ts';

const TABS = [
  { value: 'dashboard', label: 'Dashboard', icon: <LuLayoutDashboard /> },
  { value: 'availability', label: 'Availability', icon: <LuCalendarClock /> },
  { value: 'clients', label: 'Clients', icon: <LuUsers /> },
] as const;
type Tab = (typeof TABS)[number]['value'];

const asTab = (v: string | null): Tab => TABS.find((t) => t.value === v)?.value ?? 'dashboard';

/** /coach-dashboard (spec §2 Coach dashboard): greeting and three tabs, the open one kept in ?tab=. */
export default function CoachDashboardPage() {
  const user = useAuth((s) => s.user);
  const [params, setParams] = useSearchParams();
  const clients = useCoachClients(user?.id ?? '');
  const tab = asTab(params.get('tab'));

  if (!user) return null;
  if (!isCoach(user)) return <Navigate to={homePath(user, false)} replace />;

  const showTab = (next: Tab) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (next === 'dashboard') q.delete('tab');
        else q.set('tab', next);
        return q;
      },
      { replace: true },
    );

  return (
    <Container maxW="6xl" px={{ base: '3', md: '6' }} py={{ base: '5', md: '8' }}>
      <Stack gap={{ base: '5', md: '6' }}>
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Welcome back, {user.firstName || 'Coach'}
          </Heading>
          <Text color="fg.muted">Here&apos;s your coaching practice at a glance.</Text>
        </Stack>

        {clients.isPending ? (
          <Center py="16" gap="3" role="status" aria-live="polite">
            <Spinner color="teal.solid" />
            <Text color="fg.muted">Loading your dashboard...</Text>
          </Center>
        ) : clients.isError ? (
          <RetryAlert announce onRetry={() => void clients.refetch()} retrying={clients.isFetching}>
            Failed to load dashboard: {clients.error.message}
          </RetryAlert>
        ) : (
          <Tabs.Root value={tab} onValueChange={(d) => showTab(asTab(d.value))} colorPalette="teal" variant="line">
            <Tabs.List overflowX="auto" overflowY="hidden">
              {TABS.map((t) => (
                <Tabs.Trigger key={t.value} value={t.value}>
                  <span aria-hidden>{t.icon}</span>
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="dashboard" pt="5">
              <DashboardTab clients={clients.data} onShowClients={() => showTab('clients')} />
            </Tabs.Content>
            <Tabs.Content value="availability" pt="5">
              <AvailabilityTab />
            </Tabs.Content>
            <Tabs.Content value="clients" pt="5">
              <ClientChatTab />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </Stack>
    </Container>
  );
}
