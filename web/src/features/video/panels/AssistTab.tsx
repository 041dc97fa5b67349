import { useState } from 'react';
import { Badge, Box, Button, Center, Group, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuCopy, LuPin, LuPinOff, LuSparkles } from 'react-icons/lu';
import { ASSIST_FILTERS, VIDEO_DONE, VIDEO_ERR, VIDEO_UI, type TAssistSuggestion } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';
import { errorText } from '../../../lib/api.ts';
import { videoApi } from '../api.ts';
import { copyText } from '../controls/copy.ts';
import { useVideoRoom, useVideoRoomStore } from '../store.ts';
import { useAssistWaiting } from './useAssistWaiting.ts';
import { orderSuggestions, useAssistUi, type AssistFilter } from './assist-ui.ts';
import { suggestionTime, TYPE_COLOUR } from './suggestion-parts.ts';

function SuggestionCard({ suggestion, onPin, pinning }: { suggestion: TAssistSuggestion; onPin: () => void; pinning: boolean }) {
  const pinLabel = suggestion.isPinned ? 'Unpin suggestion' : 'Pin suggestion';
  return (
    <Box as="li" p="3" borderWidth="1px" rounded="md" bg={suggestion.isPinned ? 'bg.muted' : 'bg.panel'}>
      <HStack justify="space-between" gap="2" mb="1">
        <HStack gap="2">
          <Badge colorPalette={TYPE_COLOUR[suggestion.type]}>{suggestion.type}</Badge>
          {suggestion.isPinned && (
            <Text fontSize="xs" color="fg.muted">
              Pinned
            </Text>
          )}
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {suggestionTime(suggestion.timestamp)}
        </Text>
      </HStack>
      <Text fontSize="sm" wordBreak="break-word">
        {suggestion.text}
      </Text>
      <HStack justify="flex-end" gap="1" mt="1">
        <IconButton
          size="xs"
          variant="ghost"
          aria-label="Copy suggestion"
          onClick={() => void copyText(suggestion.text, VIDEO_DONE.COPIED)}
        >
          <LuCopy />
        </IconButton>
        <IconButton size="xs" variant="ghost" aria-label={pinLabel} aria-pressed={suggestion.isPinned} loading={pinning} onClick={onPin}>
          {suggestion.isPinned ? <LuPinOff /> : <LuPin />}
        </IconButton>
      </HStack>
    </Box>
  );
}

/**
 * The coach's AI assist (docs/video-room.md#ai-assist): suggestions drawn from the transcript,
 * filtered by type, pinned first; copy, pin, the floating overlay, and Enable/Disable for the
 * session.
 */
export function AssistTab() {
  const roomStore = useVideoRoomStore();
  const sessionId = useVideoRoom((s) => s.join?.sessionId ?? '');
  const suggestions = useVideoRoom((s) => s.suggestions);
  const enabled = useVideoRoom((s) => s.assistEnabled);
  const overlayOn = useAssistUi((s) => s.overlayOn);
  const [filter, setFilter] = useState<AssistFilter>('All');
  const [pinning, setPinning] = useState<string | null>(null);
  const [toggling, setToggling] = useState(false);
  const shown = orderSuggestions(suggestions, filter);
  const waiting = useAssistWaiting();

  const toggle = async () => {
    setToggling(true);
    try {
      await videoApi.assist(sessionId, { enabled: !enabled });
      roomStore.getState().setAssistEnabled(!enabled);
    } catch (err) {
      toaster.create({ type: 'error', title: VIDEO_UI.ASSIST_TOGGLE_FAILED, description: errorText(err, VIDEO_ERR.TRY_AGAIN) });
    } finally {
      setToggling(false);
    }
  };

  const pin = async (s: TAssistSuggestion) => {
    setPinning(s.id);
    try {
      roomStore.getState().patchSuggestion(await videoApi.pinSuggestion(sessionId, s.id, !s.isPinned));
    } catch (err) {
      toaster.create({ type: 'error', title: VIDEO_UI.ASSIST_PIN_FAILED, description: errorText(err, VIDEO_ERR.TRY_AGAIN) });
    } finally {
      setPinning(null);
    }
  };

  return (
    <Stack gap="3" h="full">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button
          size="xs"
          variant={overlayOn ? 'solid' : 'outline'}
          colorPalette="teal"
          aria-pressed={overlayOn}
          onClick={() => useAssistUi.getState().setOverlayOn(!overlayOn)}
        >
          Overlay
        </Button>
        <Button size="xs" variant="outline" colorPalette={enabled ? 'red' : 'teal'} loading={toggling} onClick={() => void toggle()}>
          {enabled ? 'Disable' : 'Enable'}
        </Button>
      </HStack>
      <Group attached={false} gap="1" flexWrap="wrap" role="group" aria-label="Filter suggestions by type">
        {ASSIST_FILTERS.map((f) => (
          <Button key={f} size="xs" variant={filter === f ? 'solid' : 'outline'} aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {f}
          </Button>
        ))}
      </Group>
      {!enabled ? (
        <Center
          flex="1"
          flexDirection="column"
          gap="2"
          p="6"
          borderWidth="1px"
          borderStyle="dashed"
          rounded="md"
          textAlign="center"
          data-testid="assist-disabled"
        >
          <LuSparkles aria-hidden />
          <Text fontWeight="semibold">{VIDEO_UI.ASSIST_DISABLED}</Text>
          <Text fontSize="sm" color="fg.muted">
            {VIDEO_UI.ASSIST_DISABLED_TEXT}
          </Text>
        </Center>
      ) : shown.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" data-testid="assist-waiting">
          {suggestions.length > 0 ? VIDEO_UI.ASSIST_EMPTY : waiting}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Suggestions">
          {shown.map((s) => (
            <SuggestionCard key={s.id} suggestion={s} pinning={pinning === s.id} onPin={() => void pin(s)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
