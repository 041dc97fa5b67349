import { useEffect } from 'react';
import { Box, Center, Container, Heading, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { LuCalendarClock, LuLayoutDashboard, LuUsers } from 'react-icons/lu';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { useAuth } from '../auth/store.ts';
import { useChat } from '../chat/store.ts';
import { AvailabilityTab } from './AvailabilityTab.tsx';
import { ClientChatTab } from './ClientChatTab.tsx';
import { CoachDashboardGuard } from './CoachDashboardGuard.tsx';
import { DashboardTab } from './DashboardTab.tsx';
import { UnreadBadge, useUnreadTotal } from './UnreadBadge.tsx';
import { useCoachClients } from '../rooms/useCoachClients.ts';
import { useWorkspaceRealtime } from './realtime.ts';

/** The Dashboard and Clients tabs carry the unread total: a client's message is never missed. */
const TABS = [
  { value: 'dashboard', label: 'Dashboard', icon: <LuLayoutDashboard />, unread: true },
  { value: 'availability', label: 'Availability', icon: <LuCalendarClock />, unread: false },
  { value: 'clients', label: 'Clients', icon: <LuUsers />, unread: true },
] as const;
type Tab = (typeof TABS)[number]['value'];

const asTab = (v: string | null): Tab => TABS.find((t) => t.value === v)?.value ?? 'dashboard';

/**
 * /coach-dashboard (docs/coach-workspace.md#dashboard): greeting and three tabs, the open one kept in ?tab=.
 * CoachDashboardGuard (the route's default export below) lets only a signed-in coach this far. The workspace's pushes are followed
 * while the page is open; the unread counts start from the rooms and then follow 'room:unread'.
 */
export function CoachDashboard() {
  const user = useAuth((s) => s.user);
  const [params, setParams] = useSearchParams();
  const clients = useCoachClients(user?.id ?? '');
  const tab = asTab(params.get('tab'));
  const unread = useUnreadTotal();
  useWorkspaceRealtime(user?.id ?? '');
  // The chat store starts over when it first loads for this user (the socket's first connect may
  // come after the rooms): the counts are seeded again whenever it does.
  const chatOwner = useChat((s) => s.ownerId);
  useEffect(() => {
    if (clients.data) useChat.getState().seedRooms(clients.data);
  }, [clients.data, chatOwner]);

  if (!user) return null;

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
                  {/* Narrow screens keep the room for the names and the unread badges. */}
                  <Box as="span" aria-hidden display={{ base: 'none', sm: 'inline-flex' }}>
                    {t.icon}
                  </Box>
                  {t.label}
                  {t.unread && <UnreadBadge count={unread} />}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="dashboard" pt="5">
              <DashboardTab clients={clients.data} unread={unread} onShowClients={() => showTab('clients')} />
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

/** The /coach-dashboard route: the guard, then the dashboard. */
export default function CoachDashboardPage() {
  return (
    <CoachDashboardGuard>
      <CoachDashboard />
    </CoachDashboardGuard>
  );
}
