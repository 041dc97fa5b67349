import { useMemo } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { CAPTION_OVERLAY_LINES } from '@coach/contract';
import { captionLines, useVideoRoom } from '../store.ts';

/**
 * Live captions over the video while CC is on: the last CAPTION_OVERLAY_LINES of the caption
 * buffer, each with its speaker. A polite live region, so a screen reader hears new lines too.
 */
export function CaptionsOverlay() {
  const visible = useVideoRoom((s) => s.ccVisible);
  const transcript = useVideoRoom((s) => s.transcript);
  const lines = useMemo(() => captionLines(transcript, CAPTION_OVERLAY_LINES), [transcript]);
  if (!visible) return null;
  return (
    <Box
      role="log"
      aria-live="polite"
      aria-label="Live captions"
      position="absolute"
      insetX={{ base: '2', md: '8' }}
      bottom={{ base: '2', md: '6' }}
      mx="auto"
      maxW="3xl"
      zIndex="2"
      pointerEvents="none"
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap="1"
    >
      {lines.map((line) => (
        <Text
          key={line.id}
          bg="blackAlpha.800"
          color="white"
          px="3"
          py="1"
          rounded="md"
          fontSize={{ base: 'sm', md: 'md' }}
          lineHeight="short"
          textAlign="center"
          wordBreak="break-word"
        >
          <Text as="span" fontWeight="semibold" color="teal.200">
            {line.speaker}:
          </Text>{' '}
          {line.text}
        </Text>
      ))}
    </Box>
  );
}
