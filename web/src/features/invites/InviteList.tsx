import { useState } from 'react';
import { Box, Flex, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import type { TInvite } from '@coach/contract';
import { formatDate, hasActions, isPast } from './derive.ts';
import { InviteRowActions } from './InviteRowActions.tsx';
import { InviteStatusBadge } from './InviteStatusBadge.tsx';
import { Detail } from '../../components/Detail.tsx';
import { CardList } from '../../components/CardList.tsx';

const EMPTY = 'No invitations found';
// Chakra's fg.error fails contrast for small text on white; red.700 / red.300 pass.
const PAST = { base: 'red.700', _dark: 'red.300' };

function Expires({ invite, now }: { invite: TInvite; now: number }) {
  const past = isPast(invite.expiresDate, now);
  return (
    <Text as="span" color={past ? PAST : undefined} fontWeight={past ? 'medium' : undefined} title={past ? 'Expired' : undefined}>
      {formatDate(invite.expiresDate)}
    </Text>
  );
}

function Who({ invite }: { invite: TInvite }) {
  return (
    <Box minW="0">
      <Text fontWeight="medium" wordBreak="break-all">
        {invite.email}
      </Text>
      {invite.coacheeName && (
        <Text fontSize="sm" color="fg.muted">
          {invite.coacheeName}
        </Text>
      )}
    </Box>
  );
}

/** The invite table's columns: Email / Name, Status, Sent Date, Expires (red when past), Actions. */
function InviteTable({ invites, now }: { invites: TInvite[]; now: number }) {
  return (
    <Table.Root size="sm" variant="outline" rounded="l2">
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader>Email / Name</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
          <Table.ColumnHeader>Sent Date</Table.ColumnHeader>
          <Table.ColumnHeader>Expires</Table.ColumnHeader>
          <Table.ColumnHeader>Actions</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {invites.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={5} textAlign="center" py="10" color="fg.muted">
              {EMPTY}
            </Table.Cell>
          </Table.Row>
        ) : (
          invites.map((invite) => (
            <Table.Row key={invite.id}>
              <Table.Cell maxW="xs">
                <Who invite={invite} />
              </Table.Cell>
              <Table.Cell>
                <InviteStatusBadge status={invite.status} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(invite.sentDate)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Expires invite={invite} now={now} />
              </Table.Cell>
              <Table.Cell>
                <InviteRowActions invite={invite} />
              </Table.Cell>
            </Table.Row>
          ))
        )}
      </Table.Body>
    </Table.Root>
  );
}

/** Narrow screens: one card per invite, the same facts and actions as a table row. */
function InviteCards({ invites, now }: { invites: TInvite[]; now: number }) {
  return (
    <CardList items={invites} label="Invitations" empty={EMPTY} keyOf={(invite) => invite.id}>
      {(invite) => (
        <>
          <Flex justify="space-between" align="flex-start" gap="3">
            <Who invite={invite} />
            <InviteStatusBadge status={invite.status} />
          </Flex>
          <Flex as="dl" gap="6">
            <Detail label="Sent Date">{formatDate(invite.sentDate)}</Detail>
            <Detail label="Expires">
              <Expires invite={invite} now={now} />
            </Detail>
          </Flex>
          {hasActions(invite.status) && <InviteRowActions invite={invite} />}
        </>
      )}
    </CardList>
  );
}

/** A table on wide screens, cards on narrow ones (nothing scrolls sideways at 375 px). */
export function InviteList({ invites }: { invites: TInvite[] }) {
  const [now] = useState(() => Date.now());
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false });
  return wide ? <InviteTable invites={invites} now={now} /> : <InviteCards invites={invites} now={now} />;
}
