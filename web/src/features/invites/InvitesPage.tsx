import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Center, Container, Flex, Heading, Input, InputGroup, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LuArrowLeft, LuSearch, LuUserPlus } from 'react-icons/lu';
import { ONBOARDING_ERR } from '@coach/contract';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { homePath, isCoach, useAuth } from '../auth/store.ts';
import { filterInvites, INVITE_TABS, inviteStats, tabLabel, type InviteTab } from './derive.ts';
import { InviteList } from './InviteList.tsx';
import { InviteStatTiles } from './InviteStatTiles.tsx';
import { SendInvitesDialog } from './SendInvitesDialog.tsx';
import { useInvites } from './store.ts';

function Header({ onSend }: { onSend: () => void }) {
  return (
    <Box borderBottomWidth="1px" bg="bg.subtle">
      <Container maxW="6xl" py={{ base: '3', md: '5' }} px={{ base: '3', md: '6' }}>
        <Flex align="center" gap={{ base: '2', md: '4' }} wrap="wrap">
          <Button asChild variant="ghost" size="sm" ms="-2">
            <RouterLink to="/coach-dashboard">
              <LuArrowLeft /> Dashboard
            </RouterLink>
          </Button>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} flex="1" minW="max-content">
            Manage Invites
          </Heading>
          <Button colorPalette="teal" size={{ base: 'sm', md: 'md' }} onClick={onSend}>
            <LuUserPlus /> Send New Invite
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}

function InvitesBody() {
  const { invites, status, load, counts, nextCursor, loadingMore, loadMore } = useInvites();
  const [tab, setTab] = useState<InviteTab>('all');
  const [search, setSearch] = useState('');
  // The server counts every invite, loaded or not; the loaded ones stand in until it has.
  const localStats = useMemo(() => inviteStats(invites ?? []), [invites]);
  const stats = counts ?? localStats;
  const rows = useMemo(() => filterInvites(invites ?? [], tab, search), [invites, tab, search]);

  if (!invites && status === 'error') {
    return (
      <RetryAlert onRetry={() => void load()}>{ONBOARDING_ERR.INVITES_LOAD_FAILED}</RetryAlert>
    );
  }
  if (!invites) {
    return (
      <Center py="16" role="status" aria-live="polite" gap="3">
        <Spinner color="teal.solid" />
        <Text color="fg.muted">Loading invitations...</Text>
      </Center>
    );
  }

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      {status === 'error' && (
        <RetryAlert onRetry={() => void load()}>{ONBOARDING_ERR.INVITES_LOAD_FAILED}</RetryAlert>
      )}
      <InviteStatTiles stats={stats} tab={tab} onSelect={setTab} />
      <InputGroup startElement={<LuSearch />} maxW={{ md: 'sm' }}>
        <Input
          type="search"
          aria-label="Search by email or name"
          placeholder="Search by email or name"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </InputGroup>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as InviteTab)} variant="line" colorPalette="teal" lazyMount unmountOnExit>
        <Tabs.List flexWrap="wrap" aria-label="Invitation status">
          {INVITE_TABS.map((t) => (
            <Tabs.Trigger key={t} value={t} px={{ base: '2', md: '4' }}>
              {tabLabel(t)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {INVITE_TABS.map((t) => (
          <Tabs.Content key={t} value={t} pt="4">
            <InviteList invites={rows} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {nextCursor && (
        <Stack align="center" gap="2">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            Showing {invites.length} of {stats.total} invitations
            {(tab !== 'all' || search.trim() !== '') && ': the tab and the search look only at those loaded so far'}
          </Text>
          <Button variant="outline" colorPalette="teal" loading={loadingMore} onClick={() => void loadMore()}>
            Load more
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** Spec §2 Invite management (/coach/invites). `?new=1` opens the send dialog. */
export default function InvitesPage() {
  const { user, requiresEmailVerification } = useAuth();
  const coach = isCoach(user);
  const [params, setParams] = useSearchParams();
  const [sending, setSending] = useState(false);
  const load = useInvites((s) => s.load);

  useEffect(() => {
    if (coach) void load();
  }, [coach, load]);

  if (!coach) {
    return (
      <Container maxW="md" py="16" textAlign="center">
        <Heading as="h1" size="xl" mb="3">
          Manage Invites
        </Heading>
        <Text color="fg.muted" mb="6">
          This page is for coaches.
        </Text>
        <Button asChild colorPalette="teal">
          <RouterLink to={user ? homePath(user, requiresEmailVerification) : '/'}>Go to home</RouterLink>
        </Button>
      </Container>
    );
  }

  const closeDialog = () => {
    setSending(false);
    if (params.has('new')) {
      params.delete('new');
      setParams(params, { replace: true });
    }
  };

  return (
    <>
      <Header onSend={() => setSending(true)} />
      <Container maxW="6xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
        <InvitesBody />
      </Container>
      <SendInvitesDialog open={sending || params.get('new') === '1'} onClose={closeDialog} />
    </>
  );
}
