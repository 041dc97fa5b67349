import type { ReactNode } from 'react';
import { Box, Card, Center, Flex, Heading, LinkBox, LinkOverlay, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { LuCalendarClock, LuCalendarX, LuChevronRight, LuMessageCircleWarning, LuFlag, LuUserX } from 'react-icons/lu';
import { ATTENTION_UI, type AttentionKind, type TAttentionItem } from '@coach/contract';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { useNow } from '../sessions/coach/useNow.ts';
import { dashboardQuery } from './workspace-api.ts';
import { IconBadge } from '../../components/IconBadge.tsx';

/** The dashboard's texts (docs/coach-workspace.md#needs-attention). */
export const DASHBOARD_DATA_FAILED = 'Failed to load dashboard data';

const KIND_ICON: Record<AttentionKind, ReactNode> = {
  inactive_client: <LuUserX />,
  overdue_goal: <LuFlag />,
  unanswered_message: <LuMessageCircleWarning />,
  session_without_goals: <LuCalendarX />,
  session_left_in_progress: <LuCalendarClock />,
};

/** Each unit, its length, and from when it is used: hours up to two days ("26 hours ago", not "yesterday"). */
const UNITS: [Intl.RelativeTimeFormatUnit, number, number][] = [
  ['day', 86_400_000, 2 * 86_400_000],
  ['hour', 3_600_000, 3_600_000],
  ['minute', 60_000, 60_000],
];

/** "9 days ago", "in 5 hours", "now": the largest whole unit between `at` and now. */
export function relativeTime(at: string, now: number): string {
  const diff = new Date(at).getTime() - now;
  const fmt = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, ms, from] of UNITS) {
    if (Math.abs(diff) >= from) return fmt.format(Math.trunc(diff / ms), unit);
  }
  return fmt.format(0, 'second');
}

function Item({ item, now }: { item: TAttentionItem; now: number }) {
  return (
    <LinkBox
      as="li"
      display="flex"
      gap="3"
      alignItems="center"
      py="3"
      px="2"
      mx="-2"
      rounded="l2"
      borderTopWidth="1px"
      _first={{ borderTopWidth: 0 }}
      _hover={{ bg: 'bg.subtle' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'teal.focusRing' }}
    >
      <IconBadge as="span" bg="orange.subtle" color="orange.fg">
        {KIND_ICON[item.kind]}
      </IconBadge>
      <Stack gap="0" flex="1" minW="0">
        <LinkOverlay asChild fontWeight="semibold" _focusVisible={{ outline: 'none' }}>
          <RouterLink to={item.href}>{item.clientName}</RouterLink>
        </LinkOverlay>
        <Text fontSize="sm">{item.text}</Text>
        <Text fontSize="xs" color="fg.muted">
          <time dateTime={item.at}>{relativeTime(item.at, now)}</time>
        </Text>
      </Stack>
      <Box as="span" aria-hidden color="fg.muted" flexShrink={0}>
        <LuChevronRight />
      </Box>
    </LinkBox>
  );
}

/**
 * docs/coach-workspace.md#needs-attention: what a coach should act on (quiet clients, overdue goals, messages waiting a
 * day, sessions soon without goals), each leading to where to act. The dashboard call is read
 * again on every 'analytics:updated' (useWorkspaceRealtime), the same inputs moving both.
 */
export function NeedsAttention({ coachId }: { coachId: string }) {
  const dashboard = useQuery(dashboardQuery(coachId));
  const now = useNow(60_000);
  const items = dashboard.data?.attention ?? [];
  return (
    <Card.Root as="section" aria-labelledby="attention-heading">
      <Card.Header>
        <Flex gap="2" align="baseline" justify="space-between" wrap="wrap">
          <Heading as="h2" size="lg" id="attention-heading">
            Needs attention
          </Heading>
          {items.length > 0 && (
            <Text fontSize="sm" color="fg.muted">
              {items.length} {items.length === 1 ? 'item' : 'items'}
            </Text>
          )}
        </Flex>
      </Card.Header>
      <Card.Body pt="2">
        {dashboard.isPending ? (
          <Center py="6">
            <Spinner color="teal.solid" aria-label="Loading what needs attention" />
          </Center>
        ) : dashboard.isError && !dashboard.data ? (
          <RetryAlert onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching}>
            {DASHBOARD_DATA_FAILED}
          </RetryAlert>
        ) : items.length === 0 ? (
          <Text color="fg.muted">{ATTENTION_UI.EMPTY}</Text>
        ) : (
          <Box as="ul" aria-label="Needs attention" maxH={{ base: 'none', lg: '22rem' }} overflowY={{ base: 'visible', lg: 'auto' }} px="2">
            {items.map((item) => (
              <Item key={`${item.kind}:${item.clientId}:${item.goalId ?? item.sessionId ?? ''}`} item={item} now={now} />
            ))}
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
