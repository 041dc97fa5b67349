import { useId, type ComponentProps, type ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { VIDEO_SOON } from './session-actions.ts';

/**
 * A video control (Join, Start Video Session) before the video room exists: it stays visible and
 * focusable, marked disabled, and says why in a line beneath it (read on touch screens too, where
 * a tooltip never shows). It leads nowhere, never to a dead link.
 */
export function VideoSoonButton({ children, why, ...button }: { children: ReactNode; why?: string } & ComponentProps<typeof Button>) {
  const text = why ? `${why} ${VIDEO_SOON}` : VIDEO_SOON;
  const id = useId();
  return (
    <Stack gap="1" align="flex-start">
      <Button aria-disabled="true" aria-describedby={id} opacity={0.6} cursor="not-allowed" {...button}>
        {children}
      </Button>
      <Text id={id} fontSize="xs" color="fg.muted" maxW="64">
        {text}
      </Text>
    </Stack>
  );
}
