import { useEffect, useState } from 'react';
import { Box, Center, Container, NativeSelect, Spinner, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { LuCalendarPlus } from 'react-icons/lu';
import type { SessionSortColumn } from '@coach/contract';
import { CoachPageHeader } from '../../../components/CoachPageHeader.tsx';
import { CoachOnlyNotice } from '../../../components/CoachOnlyNotice.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { isCoach, useAuth } from '../../auth/store.ts';
import { sessionKeys, sessionsApi } from '../api.ts';
import { CreateSessionDialog } from '../components/CreateSessionDialog.tsx';
import { SessionNotesDialog } from '../components/SessionNotesDialog.tsx';
import { useSessionDialogs } from '../components/useSessionDialogs.tsx';
import { exportSessionsCsv } from './exportCsv.ts';
import { SessionCounters } from './SessionCounters.tsx';
import { SessionFilters } from './SessionFilters.tsx';
import { SessionPagination } from './SessionPagination.tsx';
import { SessionTable, SORT_COLUMNS } from './SessionTable.tsx';
import { useSessionTable } from './useSessionTable.ts';

const LOAD_FAILED = 'Failed to load sessions';

function Header({ onCreate }: { onCreate: () => void }) {
  return (
    <CoachPageHeader
      title="Manage Sessions"
      onAction={onCreate}
      action={
        <>
          <LuCalendarPlus /> Create Session
        </>
      }
    />
  );
}

/** Narrow screens have cards, not column headers: the sort is chosen here. */
function SortSelect({
  sort,
  order,
  onChange,
}: {
  sort: SessionSortColumn;
  order: 'asc' | 'desc';
  onChange: (sort: SessionSortColumn, order: 'asc' | 'desc') => void;
}) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field
        aria-label="Sort by"
        value={`${sort}:${order}`}
        onChange={(e) => {
          const [s, o] = e.target.value.split(':') as [SessionSortColumn, 'asc' | 'desc'];
          onChange(s, o);
        }}
      >
        {SORT_COLUMNS.flatMap((c) => [
          <option key={`${c.key}:asc`} value={`${c.key}:asc`}>
            {c.label} (ascending)
          </option>,
          <option key={`${c.key}:desc`} value={`${c.key}:desc`}>
            {c.label} (descending)
          </option>,
        ])}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function SessionsBody({ coachId, initialSearch }: { coachId: string; initialSearch: string }) {
  const { state, update, query, result } = useSessionTable(coachId, initialSearch);
  const { act, dialogs } = useSessionDialogs();
  const [exporting, setExporting] = useState(false);
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false });
  const data = result.data;
  // A change elsewhere (a cancel in another tab) can leave this page past the last one: step back to it.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / state.pageSize)) : 1;
  useEffect(() => {
    if (data && !result.isPlaceholderData && state.page > lastPage) update({ page: lastPage });
  }, [data, result.isPlaceholderData, state.page, lastPage, update]);

  if (!data) {
    if (result.isError)
      return (
        <RetryAlert announce onRetry={() => void result.refetch()}>
          {LOAD_FAILED}
        </RetryAlert>
      );
    return (
      <Center py="16" role="status" aria-live="polite" gap="3">
        <Spinner color="teal.solid" />
        <Text color="fg.muted">Loading sessions...</Text>
      </Center>
    );
  }

  const onSort = (column: SessionSortColumn) =>
    update({ sort: column, order: state.sort === column && state.order === 'asc' ? 'desc' : 'asc' });
  const onExport = async () => {
    setExporting(true);
    await exportSessionsCsv(coachId, query, data.total);
    setExporting(false);
  };

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      {result.isError && <RetryAlert onRetry={() => void result.refetch()}>{LOAD_FAILED}</RetryAlert>}
      <SessionCounters counts={data.counts} />
      <SessionFilters
        state={state}
        update={update}
        canExport={data.total > 0 && !result.isPlaceholderData}
        exporting={exporting}
        onExport={() => void onExport()}
      />
      {!wide && <SortSelect sort={state.sort} order={state.order} onChange={(sort, order) => update({ sort, order })} />}
      {/* The last rows stay, dimmed, until the new filter's arrive. */}
      <Box aria-busy={result.isPlaceholderData} opacity={result.isPlaceholderData ? 0.6 : 1}>
        <SessionTable sessions={data.sessions} onAction={act} sorting={{ sort: state.sort, order: state.order, onSort }} />
      </Box>
      <SessionPagination
        page={data.page}
        pageSize={state.pageSize}
        total={data.total}
        onPage={(page) => update({ page })}
        onPageSize={(pageSize) => update({ pageSize })}
      />
      {dialogs}
    </Stack>
  );
}

/**
 * `?session=<id>` (Needs attention links here): that session's notes dialog opens on it, where its
 * goals are set. A session that is not the coach's (or is gone) opens nothing.
 */
function LinkedSession({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const one = useQuery({ queryKey: sessionKeys.one(sessionId), queryFn: () => sessionsApi.get(sessionId), retry: false });
  return <SessionNotesDialog session={one.data?.session ?? null} onClose={onClose} />;
}

/**
 * Session management (/coach/sessions, docs/sessions-and-availability.md#session-table-and-csv). `?search=` starts the search (the
 * Availability tab
 * links here); `?new=1` opens the create dialog (Coach Tools' Add a Session); `?session=<id>` opens
 * that session's notes and goals.
 */
export default function SessionsPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  if (!user || !isCoach(user)) {
    return <CoachOnlyNotice title="Manage Sessions" />;
  }
  const linked = params.get('session');
  const closeLinked = () => {
    params.delete('session');
    setParams(params, { replace: true });
  };
  const closeCreate = () => {
    setCreating(false);
    if (params.has('new')) {
      params.delete('new');
      setParams(params, { replace: true });
    }
  };
  return (
    <>
      <Header onCreate={() => setCreating(true)} />
      <Container maxW="6xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
        <SessionsBody coachId={user.id} initialSearch={params.get('search') ?? ''} />
      </Container>
      <CreateSessionDialog open={creating || params.get('new') === '1'} onClose={closeCreate} />
      {linked && <LinkedSession key={linked} sessionId={linked} onClose={closeLinked} />}
    </>
  );
}
