import { useEffect, useRef, useState } from 'react';
import { Button, Center, Field, Flex, Input, Separator, Spinner, Stack, Text, useAccordionItemContext } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LuCheck, LuCopy, LuRefreshCw } from 'react-icons/lu';
import { CALENDAR_FEED_TEXT as T } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { toaster } from '../../components/toaster.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { sessionKeys, sessionsApi } from '../sessions/api.ts';
import { SettingRow } from './SettingRow.tsx';

const COPIED_MS = 2000;

/** The address with a Copy button; a failed copy selects the text so it can be copied by hand. */
function FeedAddress({ url }: { url: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard outside a secure context (plain http) or without permission.
      input.current?.select();
      toaster.create({ type: 'error', title: T.COPY_FAILED });
    }
  };

  return (
    <Field.Root>
      <Field.Label>{T.URL_LABEL}</Field.Label>
      <Flex w="full" gap="2" direction={{ base: 'column', sm: 'row' }}>
        <Input
          ref={input}
          readOnly
          value={url}
          flex={{ base: 'none', sm: '1' }}
          minW="0"
          fontFamily="mono"
          fontSize="sm"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copy()} flexShrink={0} minW="24" alignSelf={{ base: 'flex-start', sm: 'auto' }}>
          {copied ? <LuCheck /> : <LuCopy />} {copied ? T.COPIED : T.COPY}
        </Button>
      </Flex>
      <Text srOnly aria-live="polite">
        {copied ? T.COPIED : ''}
      </Text>
    </Field.Root>
  );
}

/**
 * The secret calendar feed (docs/sessions-and-availability.md#emails-reminders-and-the-calendar-feed): the address to subscribe to from
 * Google, Apple or Outlook,
 * and a new one when it leaked. `active`: read (and so made, on the first read) only once shown.
 */
export function CalendarFeedBody({ active }: { active: boolean }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const feed = useQuery({ queryKey: sessionKeys.calendarFeed(), queryFn: sessionsApi.calendarFeed, enabled: active, staleTime: Infinity });
  const renew = useMutation({
    mutationFn: sessionsApi.renewCalendarFeed,
    onSuccess: (data) => {
      queryClient.setQueryData(sessionKeys.calendarFeed(), data);
      setConfirming(false);
      toaster.create({ type: 'success', title: T.RENEWED });
    },
    onError: (err) => toaster.create({ type: 'error', title: T.RENEW_FAILED, description: errorText(err, T.RENEW_FAILED) }),
  });

  if (feed.isError) {
    return (
      <RetryAlert onRetry={() => void feed.refetch()} retrying={feed.isFetching}>
        {T.LOAD_FAILED}
      </RetryAlert>
    );
  }
  if (!feed.data) {
    return (
      <Center py="6" role="status" aria-live="polite" gap="3">
        <Spinner color="teal.solid" />
        <Text color="fg.muted">{T.LOADING}</Text>
      </Center>
    );
  }
  return (
    <Stack gap="4">
      <Stack gap="2">
        <Text>{T.INTRO}</Text>
        <Text color="fg.muted" fontSize="sm">
          {T.HOW_TO}
        </Text>
      </Stack>
      <FeedAddress url={feed.data.url} />
      <Separator />
      <SettingRow
        title={T.RENEW}
        action={
          <Flex>
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)} flexShrink={0}>
              <LuRefreshCw /> {T.RENEW}
            </Button>
          </Flex>
        }
      >
        {T.SECRET}
      </SettingRow>
      <ConfirmDialog
        open={confirming}
        title={T.RENEW_TITLE}
        description={T.RENEW_BODY}
        confirmLabel={T.RENEW_CONFIRM}
        cancelLabel="Cancel"
        pending={renew.isPending}
        onConfirm={() => renew.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** The account page's section: reads the address once its accordion item is opened. */
export function CalendarFeedSection() {
  const { expanded } = useAccordionItemContext();
  return <CalendarFeedBody active={expanded} />;
}
