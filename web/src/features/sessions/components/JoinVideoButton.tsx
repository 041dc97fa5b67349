import { useId, type ComponentProps, type ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';

/**
 * Join (or the coach's start) of a session's video room. Before it may be joined, `why` says when it
 * can be: the button stays visible and focusable, marked disabled, with the reason in a line beneath
 * it (read on touch screens too, where a tooltip never shows), and a press does nothing.
 */
export function JoinVideoButton({
  children,
  why,
  onClick,
  ...button
}: { children: ReactNode; why?: string; onClick: () => void } & Omit<ComponentProps<typeof Button>, 'onClick'>) {
  const id = useId();
  if (!why) {
    return (
      <Button {...button} onClick={onClick}>
        {children}
      </Button>
    );
  }
  return (
    <Stack gap="1" align="flex-start">
      <Button aria-disabled="true" aria-describedby={id} opacity={0.6} cursor="not-allowed" {...button}>
        {children}
      </Button>
      <Text id={id} fontSize="xs" color="fg.muted" maxW="64">
        {why}
      </Text>
    </Stack>
  );
}
