import { Box, Button, Flex, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { SESSION_ERR, SESSION_TYPE_LABEL, type SessionSortColumn, type TSession } from '@coach/contract';
import { SessionActionsMenu } from '../components/SessionActionsMenu.tsx';
import { SessionStatusBadge } from '../components/SessionStatusBadge.tsx';
import type { SessionAction } from '../components/session-actions.ts';
import { formatSessionDateTime, personName } from '../../../lib/session-format.ts';
import { Detail } from '../../../components/Detail.tsx';
import { InRoomNote } from '../components/InRoomNote.tsx';
import { CardList } from '../../../components/CardList.tsx';

export interface Sorting {
  sort: SessionSortColumn;
  order: 'asc' | 'desc';
  onSort: (column: SessionSortColumn) => void;
}

const COLUMNS: { key: SessionSortColumn; label: string }[] = [
  { key: 'coachee', label: 'Coachee' },
  { key: 'scheduledAt', label: 'Date & Time' },
  { key: 'duration', label: 'Duration' },
  { key: 'type', label: 'Type' },
  { key: 'status', label: 'Status' },
];

function Coachee({ session }: { session: TSession }) {
  return (
    <Box minW="0">
      <Text fontWeight="medium">{personName(session.client)}</Text>
      <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
        {session.client.email}
      </Text>
    </Box>
  );
}

function SortHeader({ column, sorting }: { column: (typeof COLUMNS)[number]; sorting: Sorting }) {
  const active = sorting.sort === column.key;
  const Icon = !active ? LuArrowUpDown : sorting.order === 'asc' ? LuArrowUp : LuArrowDown;
  return (
    <Table.ColumnHeader aria-sort={active ? (sorting.order === 'asc' ? 'ascending' : 'descending') : 'none'} px="0">
      <Button variant="ghost" size="xs" fontWeight="semibold" onClick={() => sorting.onSort(column.key)}>
        {column.label}
        <Icon aria-hidden />
      </Button>
    </Table.ColumnHeader>
  );
}

interface ListProps {
  sessions: TSession[];
  onAction: (action: SessionAction, session: TSession) => void;
}

/**
 * docs/sessions-and-availability.md#session-table-and-csv: Coachee, Date & Time, Duration, Type, Status (sortable on the server), Actions.
 */
function WideTable({ sessions, onAction, sorting }: ListProps & { sorting: Sorting }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="l2">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {COLUMNS.map((c) => (
              <SortHeader key={c.key} column={c} sorting={sorting} />
            ))}
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sessions.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={6} textAlign="center" py="10" color="fg.muted">
                {SESSION_ERR.TABLE_EMPTY}
              </Table.Cell>
            </Table.Row>
          ) : (
            sessions.map((s) => (
              <Table.Row key={s.id}>
                <Table.Cell maxW="xs">
                  <Coachee session={s} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatSessionDateTime(s.scheduledAt)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{s.duration} min</Table.Cell>
                <Table.Cell>{SESSION_TYPE_LABEL[s.sessionType]}</Table.Cell>
                <Table.Cell>
                  <Stack gap="1" align="flex-start">
                    <SessionStatusBadge status={s.status} />
                    <InRoomNote session={s} viewer="coach" />
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  <SessionActionsMenu session={s} onAction={onAction} />
                </Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Narrow screens: a card per session with the same facts and menu; sorting stays with the select above. */
function Cards({ sessions, onAction }: ListProps) {
  return (
    <CardList items={sessions} label="Sessions" empty={SESSION_ERR.TABLE_EMPTY} keyOf={(s) => s.id}>
      {(s) => (
        <>
          <Flex justify="space-between" align="flex-start" gap="2">
            <Coachee session={s} />
            <SessionActionsMenu session={s} onAction={onAction} />
          </Flex>
          <Flex as="dl" gap="4" wrap="wrap">
            <Detail label="Date & Time">{formatSessionDateTime(s.scheduledAt)}</Detail>
            <Detail label="Duration">{s.duration} min</Detail>
            <Detail label="Type">{SESSION_TYPE_LABEL[s.sessionType]}</Detail>
          </Flex>
          <Stack gap="1" align="flex-start">
            <SessionStatusBadge status={s.status} />
            <InRoomNote session={s} viewer="coach" />
          </Stack>
        </>
      )}
    </CardList>
  );
}

/** A table on wide screens, cards on narrow ones (nothing scrolls sideways at 375 px). */
export function SessionTable(props: ListProps & { sorting: Sorting }) {
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false });
  return wide ? <WideTable {...props} /> : <Cards sessions={props.sessions} onAction={props.onAction} />;
}

export { COLUMNS as SORT_COLUMNS };
