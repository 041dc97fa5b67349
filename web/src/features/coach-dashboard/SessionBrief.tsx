import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, Flex, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LuRefreshCw, LuSparkles } from 'react-icons/lu';
import { SUMMARY_UI, type TSessionSummary } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { toaster } from '../../components/toaster.tsx';
import { pushClock, pushedSince, summaryQuery, workspaceApi, workspaceKeys } from './workspace-api.ts';

/** The button of a session without a brief (nothing to regenerate yet). */
export const PREPARE_NOW = 'Prepare now';
/** A brief longer than this many lines opens folded. */
const FOLDED_LINES = 8;

const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;

/** The card names it already: a brief that opens with the same words starts after them. */
const LEAD = /^preparation brief:\s*/i;

export type BriefBlock = { kind: 'p' | 'h'; text: string } | { kind: 'ul'; items: string[] };

/**
 * The brief's text as paragraphs, headings and bullet lists: the AI writes short lines and "- "
 * bullets; a short line without a full stop right above a list is that list's heading.
 */
export function briefBlocks(text: string): BriefBlock[] {
  const blocks: BriefBlock[] = [];
  for (const raw of text.replace(LEAD, '').split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const last = blocks[blocks.length - 1];
    if (BULLET.test(line)) {
      const item = line.replace(BULLET, '');
      if (last?.kind === 'ul') last.items.push(item);
      else {
        if (last?.kind === 'p' && !/[.!?]$/.test(last.text) && last.text.length <= 80) last.kind = 'h';
        blocks.push({ kind: 'ul', items: [item] });
      }
    } else {
      // Markdown headings and bold markers read as plain words here.
      blocks.push({ kind: 'p', text: line.replace(/^#+\s*/, '').replace(/\*\*(.+?)\*\*/g, '$1') });
    }
  }
  return blocks;
}

function BriefText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const blocks = briefBlocks(text);
  const lines = blocks.reduce((n, b) => n + (b.kind === 'ul' ? b.items.length : 1), 0);
  const folded = lines > FOLDED_LINES && !open;
  let shown = 0;
  const out: ReactNode[] = [];
  for (const [i, b] of blocks.entries()) {
    if (folded && shown >= FOLDED_LINES) break;
    if (b.kind !== 'ul') {
      shown += 1;
      out.push(
        <Text key={i} fontSize="sm" fontWeight={b.kind === 'h' ? 'semibold' : undefined} mt={b.kind === 'h' && i > 0 ? '1' : undefined}>
          {b.text}
        </Text>,
      );
    } else {
      const items = folded ? b.items.slice(0, FOLDED_LINES - shown) : b.items;
      shown += items.length;
      out.push(
        <List.Root key={i} fontSize="sm" ps="5" gap="0.5">
          {items.map((item, j) => (
            <List.Item key={j}>{item}</List.Item>
          ))}
        </List.Root>,
      );
    }
  }
  return (
    <Stack gap="2" data-testid="session-brief">
      {out}
      {lines > FOLDED_LINES && (
        <Button
          size="xs"
          variant="plain"
          colorPalette="teal"
          alignSelf="flex-start"
          px="0"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Show less' : 'Show more'}
        </Button>
      )}
    </Stack>
  );
}

/**
 * docs/coach-workspace.md#preparation-brief: 'AI Preparing Summary' while the brief is made, then the brief
 * with its AI marker and Regenerate. The ready brief arrives as 'session:summary' (useWorkspaceRealtime).
 */
export function SessionBrief({ sessionId }: { sessionId: string }) {
  const client = useQueryClient();
  const key = workspaceKeys.summary(sessionId);
  const query = useQuery(summaryQuery(client, sessionId));
  const regenerate = useMutation({
    mutationFn: () => workspaceApi.regenerate(sessionId),
    onMutate: () => pushClock(),
    onSuccess: (answer, _v, since) => {
      // The pushes ('generating', then maybe the new brief) may have come before this answer: they stand.
      if (since !== undefined && pushedSince(key, since)) return;
      client.setQueryData<TSessionSummary>(key, { ...answer, isGenerating: true });
    },
    onError: (err) =>
      toaster.create({ type: 'error', title: 'Failed to prepare the brief', description: errorText(err, 'Please try again.') }),
  });
  const data = query.data;

  if (query.isPending) {
    return (
      <HStack gap="2" color="fg.muted">
        <Spinner size="sm" aria-hidden />
        <Text fontSize="sm">Loading the session brief...</Text>
      </HStack>
    );
  }
  if (query.isError && !data) {
    return (
      <RetryAlert onRetry={() => void query.refetch()} retrying={query.isFetching}>
        {SUMMARY_UI.FAILED}
      </RetryAlert>
    );
  }
  if (data?.isGenerating) {
    return (
      <HStack gap="2" role="status" aria-live="polite" color="purple.fg">
        <Spinner size="sm" color="purple.solid" aria-hidden />
        <Text fontSize="sm" fontWeight="medium">
          {SUMMARY_UI.GENERATING}
        </Text>
      </HStack>
    );
  }
  const summary = data?.summary ?? null;
  return (
    <Stack gap="2">
      <Flex gap="2" align="center" justify="space-between" wrap="wrap">
        <HStack gap="2">
          <Text fontSize="sm" fontWeight="semibold">
            Preparation brief
          </Text>
          {summary && data?.isAI && (
            <Badge colorPalette="purple" variant="subtle" size="sm" title="Prepared by the AI coach">
              <LuSparkles aria-hidden /> {SUMMARY_UI.AI_MARKER}
            </Badge>
          )}
        </HStack>
        <Button size="xs" variant="outline" loading={regenerate.isPending} onClick={() => regenerate.mutate()}>
          <LuRefreshCw aria-hidden /> {summary ? SUMMARY_UI.REGENERATE : PREPARE_NOW}
        </Button>
      </Flex>
      {summary ? (
        <Box aria-live="polite">
          <BriefText text={summary} />
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {SUMMARY_UI.NONE}
        </Text>
      )}
    </Stack>
  );
}
