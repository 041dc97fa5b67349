import { useEffect, useRef, useState } from 'react';
import { Box, Button, Center, Heading, HStack, Input, InputGroup, NativeSelect, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight, LuPlus, LuSearch } from 'react-icons/lu';
import {
  NOTE_ERR,
  NOTE_FILTER_LABEL,
  NOTEBOOK_UI,
  NOTES_PAGE_SIZE,
  NOTES_SEARCH_MAX,
  type NoteKind,
  type NoteType,
  type TNote,
} from '@coach/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { NoteForm } from './NoteForm.tsx';
import { formatNoteDate, NoteItem } from './NoteItem.tsx';
import { useNoteMutations, useNotebookPage } from './queries.ts';
import { useNotebookRealtime } from './realtime.ts';
import { relativeTime } from './relativeTime.ts';
import { useSettled } from '../../lib/useSettled.ts';

/** The search box waits this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const TABS = [
  { value: 'all', label: 'All Notes', empty: NOTEBOOK_UI.EMPTY_ALL },
  { value: 'session', label: 'Sessions', empty: NOTEBOOK_UI.EMPTY_SESSIONS },
  { value: 'general', label: 'General', empty: NOTEBOOK_UI.EMPTY_GENERAL },
] as const;
type Tab = (typeof TABS)[number]['value'];
const asTab = (v: string): Tab => TABS.find((t) => t.value === v)?.value ?? 'all';

const FILTERS = Object.entries(NOTE_FILTER_LABEL) as [keyof typeof NOTE_FILTER_LABEL, string][];
const asFilter = (v: string): NoteType | '' => FILTERS.find(([t]) => t === v)?.[0] ?? '';

interface Props {
  coacheeId: string;
  clientName: string;
  viewerId: string;
  /** Bumped to open the New Note form (the pane header's New Note). */
  composeSignal?: number;
}

/**
 * docs/coach-workspace.md#notebook-and-notes: header (name, count, last update), search and type filter, New Note,
 * tabs All Notes / Sessions / General with counts, pages of NOTES_PAGE_SIZE. Live: notes written in
 * another tab or in the video room arrive through 'note:changed' / 'note:deleted'.
 */
export function ClientNotebook({ coacheeId, clientName, viewerId, composeSignal = 0 }: Props) {
  const [search, setSearch] = useState('');
  const q = useSettled(search.trim(), SEARCH_DEBOUNCE_MS);
  const [noteType, setNoteType] = useState<NoteType | ''>('');
  const [tab, setTab] = useState<Tab>('all');
  // The page belongs to one search, filter and tab: a new one starts from its first page.
  const filterKey = `${coacheeId}|${q}|${noteType}|${tab}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const top = useRef<HTMLDivElement>(null);
  const setPage = (next: number) => {
    setPaging({ key: filterKey, page: next });
    // Previous and Next sit under the list: the next page is read from its top.
    if ((top.current?.getBoundingClientRect().top ?? 0) < 0) top.current?.scrollIntoView?.({ block: 'start' });
  };
  const [composing, setComposing] = useState(composeSignal > 0);
  const [deleting, setDeleting] = useState<TNote | null>(null);
  const [deleteFailedId, setDeleteFailedId] = useState<string | null>(null);
  const { remove } = useNoteMutations(coacheeId);
  useNotebookRealtime(coacheeId);

  useEffect(() => {
    if (composeSignal > 0) setComposing(true);
  }, [composeSignal]);

  const query = {
    coacheeId,
    page,
    pageSize: NOTES_PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(noteType ? { noteType } : {}),
    ...(tab !== 'all' ? { kind: tab satisfies NoteKind } : {}),
  };
  const notes = useNotebookPage(query);
  const data = notes.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // A delete elsewhere can leave this page empty: step back to the last page that has notes.
  const stepBack = data && !notes.isPlaceholderData && data.notes.length === 0 && page > 1;
  useEffect(() => {
    if (stepBack) setPaging({ key: filterKey, page: pages });
  }, [stepBack, filterKey, pages]);

  const confirmDelete = () => {
    if (!deleting) return;
    const id = deleting.id;
    setDeleteFailedId(null);
    remove.mutate(id, {
      onSuccess: () => setDeleting(null),
      onError: () => {
        setDeleting(null);
        setDeleteFailedId(id);
      },
    });
  };

  const count = data?.counts;
  const empty = TABS.find((t) => t.value === tab)!.empty;
  const filtered = q !== '' || noteType !== '';

  let body;
  if (notes.isError && !data) {
    body = (
      <RetryAlert onRetry={() => void notes.refetch()} retrying={notes.isFetching}>
        {NOTE_ERR.LOAD_FAILED}
      </RetryAlert>
    );
  } else if (!data) {
    body = (
      <Center py="10">
        <Spinner color="teal.solid" role="status" aria-label="Loading notes" />
      </Center>
    );
  } else if (data.notes.length === 0) {
    body = (
      <Stack gap="1" py="8" textAlign="center" role="status">
        <Text color="fg.muted">{empty}</Text>
        {filtered && (
          <Text color="fg.muted" fontSize="sm">
            Try another search or type.
          </Text>
        )}
      </Stack>
    );
  } else {
    body = (
      <Stack gap="3">
        {notes.isError && (
          <RetryAlert onRetry={() => void notes.refetch()} retrying={notes.isFetching}>
            {NOTE_ERR.LOAD_FAILED}
          </RetryAlert>
        )}
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Notes" aria-busy={notes.isFetching}>
          {data.notes.map((n) => (
            <NoteItem
              key={n.id}
              note={n}
              coacheeId={coacheeId}
              viewerId={viewerId}
              onDelete={setDeleting}
              deleteFailed={deleteFailedId === n.id}
            />
          ))}
        </Stack>
        <HStack justify="space-between" gap="2" wrap="wrap" as="nav" aria-label="Notes pages">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {NOTEBOOK_UI.showing(data.notes.length, data.total)}
            {pages > 1 && ` · Page ${data.page} of ${pages}`}
          </Text>
          <HStack gap="2">
            <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(Math.max(1, page - 1))}>
              <LuChevronLeft aria-hidden /> Previous
            </Button>
            <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next <LuChevronRight aria-hidden />
            </Button>
          </HStack>
        </HStack>
      </Stack>
    );
  }

  return (
    <Stack gap="4" as="section" aria-label="Client notebook" ref={top} scrollMarginTop="20">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="0.5" minW="0">
          <Heading as="h3" size="md" wordBreak="break-word">
            Notebook for {clientName}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {count ? `${count.all} ${count.all === 1 ? 'note' : 'notes'}` : '…'}
            {data?.lastUpdatedAt && (
              <>
                {' · Last updated '}
                <time dateTime={data.lastUpdatedAt} title={formatNoteDate(data.lastUpdatedAt)}>
                  {relativeTime(data.lastUpdatedAt)}
                </time>
              </>
            )}
          </Text>
        </Stack>
        {!composing && (
          <Button size="sm" colorPalette="teal" onClick={() => setComposing(true)}>
            <LuPlus aria-hidden /> New Note
          </Button>
        )}
      </HStack>

      {composing && <NoteForm coacheeId={coacheeId} onClose={() => setComposing(false)} />}

      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        <InputGroup flex="1" startElement={<LuSearch aria-hidden />}>
          <Input
            type="search"
            size="sm"
            aria-label="Search notes"
            placeholder="Search notes"
            value={search}
            maxLength={NOTES_SEARCH_MAX}
            onChange={(e) => setSearch(e.target.value)}
          />
        </InputGroup>
        <NativeSelect.Root size="sm" width={{ base: 'full', sm: '44' }}>
          <NativeSelect.Field aria-label="Filter by type" value={noteType} onChange={(e) => setNoteType(asFilter(e.target.value))}>
            <option value="">All Types</option>
            {FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>

      <Tabs.Root
        value={tab}
        onValueChange={(d) => setTab(asTab(d.value))}
        colorPalette="teal"
        variant="line"
        size="sm"
        lazyMount
        unmountOnExit
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          {TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} whiteSpace="nowrap" flexShrink={0} px={{ base: '2', sm: '3' }}>
              {`${t.label} `}
              <Box as="span" color="fg.muted">
                ({count?.[t.value] ?? 0})
              </Box>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Content key={t.value} value={t.value} pt="4">
            {body}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete note"
        description={NOTE_ERR.DELETE_CONFIRM}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => !remove.isPending && setDeleting(null)}
      />
    </Stack>
  );
}
