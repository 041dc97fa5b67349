import { useEffect, useId, useRef, useState } from 'react';
import { Box, Card, Heading, HStack, IconButton, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LuInfo } from 'react-icons/lu';
import { ANALYTICS_CARDS, ANALYTICS_ERR, type TAnalyticsSummary } from '@coach/contract';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { analyticsQuery } from './workspace-api.ts';

type Key = keyof TAnalyticsSummary;

/** The cards in reading order: people and messages first, then the calendar, then quality. */
export const CARD_ORDER: Key[] = [
  'totalActiveClients',
  'unreadChats',
  'sessionsThisWeek',
  'sessionsThisMonth',
  'sessionCompletionRate',
  'availabilityUtilization',
  'recentFeedbackScore',
];

/** What a card says when its figure has nothing to be computed from. */
export const NULL_HINT: Partial<Record<Key, string>> = {
  recentFeedbackScore: 'No ratings yet',
  availabilityUtilization: 'No availability this week',
  sessionCompletionRate: 'No finished sessions in 30 days',
};
export const NO_VALUE = '—';

/** A figure as a card shows it: "4.6 / 5", "72%", "12"; a dash and a hint when there is none. */
export function formatAnalytic(key: Key, value: number | null): { text: string; hint: string | null } {
  if (value === null) return { text: NO_VALUE, hint: NULL_HINT[key] ?? null };
  if (key === 'recentFeedbackScore') return { text: `${value.toFixed(1)} / 5`, hint: null };
  if (key === 'availabilityUtilization' || key === 'sessionCompletionRate') return { text: `${Math.round(value)}%`, hint: null };
  return { text: String(value), hint: null };
}

/** A tooltip closes this long after the pointer leaves, so it can cross the gap onto the text. */
const CLOSE_DELAY_MS = 150;

/**
 * The info button beside a card's label: its formula in a tooltip (WAI-ARIA tooltip pattern) that
 * opens on hover, on focus and on tap, stays while hovered, and closes with Escape. It is also the
 * button's description, so a screen reader says the formula without opening it. Built here rather
 * than with Chakra's Tooltip, whose code and recipe would weigh on every first load (e2e/perf/bundle.spec.ts).
 */
function FormulaTip({ label, formula }: { label: string; formula: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = () => {
    clearTimeout(closing.current);
    setOpen(true);
  };
  const hide = (later = false) => {
    clearTimeout(closing.current);
    if (later) closing.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
    else setOpen(false);
  };
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hide();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  useEffect(() => () => clearTimeout(closing.current), []);
  return (
    <Box as="span" display="contents" onMouseEnter={show} onMouseLeave={() => hide(true)}>
      <IconButton
        aria-label={`How ${label.toLowerCase()} is counted`}
        aria-describedby={id}
        size="2xs"
        variant="ghost"
        color="fg.muted"
        flexShrink={0}
        onFocus={show}
        onBlur={() => hide()}
        onClick={show}
      >
        <LuInfo />
      </IconButton>
      <Box
        id={id}
        role="tooltip"
        hidden={!open}
        position="absolute"
        insetX="0"
        bottom="calc(100% + 0.375rem)"
        zIndex="tooltip"
        bg="bg.inverted"
        color="fg.inverted"
        px="2.5"
        py="1.5"
        rounded="l2"
        boxShadow="md"
        fontSize="xs"
        fontWeight="medium"
        lineHeight="short"
        onMouseEnter={show}
        onMouseLeave={() => hide(true)}
      >
        {formula}
      </Box>
    </Box>
  );
}

function AnalyticCard({ k, value }: { k: Key; value: number | null }) {
  const { label, formula } = ANALYTICS_CARDS[k];
  const { text, hint } = formatAnalytic(k, value);
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      rounded="l3"
      p={{ base: '3', md: '4' }}
      minW="0"
      position="relative"
      // Seven cards in two columns: the last one takes the whole row.
      _last={{ gridColumn: { base: 'span 2', md: 'auto' } }}
      data-testid={`analytic-${k}`}
    >
      <HStack gap="1" align="flex-start" justify="space-between">
        <Text fontSize="sm" color="fg.muted" lineHeight="short" pt="0.5">
          {label}
        </Text>
        <FormulaTip label={label} formula={formula} />
      </HStack>
      <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" lineHeight="short" mt="1">
        {value === null ? (
          <>
            <span aria-hidden>{text}</span>
            <VisuallyHidden>None</VisuallyHidden>
          </>
        ) : (
          text
        )}
      </Text>
      {hint && (
        <Text fontSize="xs" color="fg.muted" mt="0.5">
          {hint}
        </Text>
      )}
    </Box>
  );
}

/**
 * docs/coach-workspace.md#analytics-summary: the coach's figures, each with its formula. Live: the server pushes
 * 'analytics:updated' when an input changes (useWorkspaceRealtime puts it in this query), so the
 * cards never poll.
 */
export function AnalyticsCards({ coachId }: { coachId: string }) {
  const query = useQuery(analyticsQuery(useQueryClient(), coachId));
  const analytics = query.data?.analytics;
  return (
    <Card.Root as="section" aria-labelledby="analytics-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="analytics-heading">
          Analytics Summary
        </Heading>
      </Card.Header>
      <Card.Body>
        {query.isError && !analytics ? (
          <RetryAlert onRetry={() => void query.refetch()} retrying={query.isFetching}>
            {ANALYTICS_ERR.LOAD_FAILED}
          </RetryAlert>
        ) : (
          <SimpleGrid as="ul" columns={{ base: 2, md: 4 }} gap={{ base: '2', md: '3' }} aria-busy={!analytics} aria-label="Your figures">
            {CARD_ORDER.map((k) =>
              analytics ? (
                <AnalyticCard key={k} k={k} value={analytics[k]} />
              ) : (
                <Stack as="li" key={k} listStyleType="none" borderWidth="1px" rounded="l3" p="4" gap="2">
                  <Skeleton h="4" w="70%" />
                  <Skeleton h="7" w="40%" />
                </Stack>
              ),
            )}
          </SimpleGrid>
        )}
      </Card.Body>
    </Card.Root>
  );
}
