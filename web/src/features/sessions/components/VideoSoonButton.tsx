import type { ComponentProps, ReactNode } from 'react';
import { Button, Portal, Tooltip } from '@chakra-ui/react';
import { VIDEO_SOON } from './session-actions.ts';

/**
 * A video control (Join, Start Video Session) before the video room exists: it stays visible and
 * focusable, marked disabled, and says why on hover and focus. It leads nowhere, never to a dead link.
 */
export function VideoSoonButton({ children, why, ...button }: { children: ReactNode; why?: string } & ComponentProps<typeof Button>) {
  const text = why ? `${why} ${VIDEO_SOON}` : VIDEO_SOON;
  return (
    <Tooltip.Root openDelay={100} closeDelay={0}>
      <Tooltip.Trigger asChild>
        <Button aria-disabled="true" aria-description={text} opacity={0.6} cursor="not-allowed" {...button}>
          {children}
        </Button>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="64">{text}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
