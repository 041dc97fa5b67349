import { useState } from 'react';
import { Button, Center, Container, Input, InputGroup, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { LuSearch, LuUserPlus } from 'react-icons/lu';
import { INVITE_SEARCH_MAX, ONBOARDING_ERR } from '@coach/contract';
import { CoachPageHeader } from '../../components/CoachPageHeader.tsx';
import { CoachOnlyNotice } from '../../components/CoachOnlyNotice.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { isCoach, useAuth } from '../auth/store.ts';
import { INVITE_TABS, tabLabel, type InviteStats, type InviteTab } from './derive.ts';
import { InviteList } from './InviteList.tsx';
import { InviteStatTiles } from './InviteStatTiles.tsx';
import { SendInvitesDialog } from './SendInvitesDialog.tsx';
import { useInviteList } from './useInviteList.ts';
import { useSettled } from '../../lib/useSettled.ts';

const SEARCH_SETTLE_MS = 250;

function Header({ onSend }: { onSend: () => void }) {
  return (
    <CoachPageHeader
      title="Manage Invites"
      onAction={onSend}
      action={
        <>
          <LuUserPlus /> Send New Invite
        </>
      }
    />
  );
}

/** What Load more would add to: how many are shown, of how many under the tab when that is known. */
function showingText(shown: number, tab: InviteTab, search: string, counts: InviteStats) {
  if (search) return `Showing the first ${shown} matches`;
  return `Showing ${shown} of ${tab === 'all' ? counts.total : counts[tab]} invitations`;
}

function InvitesBody() {
  const [tab, setTab] = useState<InviteTab>('all');
  const [search, setSearch] = useState('');
  // The server filters every invite, loaded or not: it is asked once typing pauses.
  const settledSearch = useSettled(search.trim(), SEARCH_SETTLE_MS);
  const list = useInviteList({ status: tab, search: settledSearch });
  const { invites, counts } = list;

  if (!invites || !counts) {
    if (list.isError) return <RetryAlert onRetry={() => void list.refetch()}>{ONBOARDING_ERR.INVITES_LOAD_FAILED}</RetryAlert>;
    return (
      <Center py="16" role="status" aria-live="polite" gap="3">
        <Spinner color="teal.solid" />
        <Text color="fg.muted">Loading invitations...</Text>
      </Center>
    );
  }

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      {list.isError && <RetryAlert onRetry={() => void list.refetch()}>{ONBOARDING_ERR.INVITES_LOAD_FAILED}</RetryAlert>}
      <InviteStatTiles stats={counts} tab={tab} onSelect={setTab} />
      <InputGroup startElement={<LuSearch />} maxW={{ md: 'sm' }}>
        <Input
          type="search"
          aria-label="Search by email or name"
          placeholder="Search by email or name"
          value={search}
          maxLength={INVITE_SEARCH_MAX}
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
          // The last filter's rows stay, dimmed, until the new filter's arrive.
          <Tabs.Content key={t} value={t} pt="4" aria-busy={list.isPlaceholderData} opacity={list.isPlaceholderData ? 0.6 : 1}>
            <InviteList invites={invites} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {list.hasNextPage && !list.isPlaceholderData && (
        <Stack align="center" gap="2">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {showingText(invites.length, tab, settledSearch, counts)}
          </Text>
          <Button variant="outline" colorPalette="teal" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Load more
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** Invite management (/coach/invites, docs/coach-workspace.md#invites). `?new=1` opens the send dialog. */
export default function InvitesPage() {
  const { user } = useAuth();
  const coach = isCoach(user);
  const [params, setParams] = useSearchParams();
  const [sending, setSending] = useState(false);
  if (!coach) {
    return <CoachOnlyNotice title="Manage Invites" />;
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
