import { Button, Center, Heading, HStack, Stack, Text, Theme } from '@chakra-ui/react';
import { VIDEO_ERR } from '@coach/contract';
import { LuVideoOff } from 'react-icons/lu';

/** The error screen of a failed join, with Back to Sessions and Try Again (docs/video-room.md#starting-and-joining). */
export function JoinErrorScreen({
  onBack,
  onRetry,
  backLabel = 'Back to Sessions',
}: {
  onBack: () => void;
  onRetry: () => void;
  backLabel?: string;
}) {
  return (
    <Theme appearance="light" minH="100dvh">
      <Center as="main" minH="100dvh" p="6">
        <Stack gap="4" align="center" textAlign="center" maxW="md" role="alert">
          <LuVideoOff aria-hidden size="40" />
          <Heading as="h1" size="lg">
            {VIDEO_ERR.ERROR_SCREEN_TITLE}
          </Heading>
          <Text color="fg.muted">{VIDEO_ERR.ERROR_SCREEN_TEXT}</Text>
          <HStack gap="3" wrap="wrap" justify="center">
            <Button variant="outline" onClick={onBack}>
              {backLabel}
            </Button>
            <Button colorPalette="teal" onClick={onRetry}>
              Try Again
            </Button>
          </HStack>
        </Stack>
      </Center>
    </Theme>
  );
}
