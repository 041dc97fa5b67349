import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { VIDEO_ERR, VIDEO_UI, type TGuestKnock } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';
import { errorText } from '../../../lib/api.ts';
import { videoApi } from '../api.ts';
import { useVideoRoom } from '../store.ts';

/**
 * The coach's live list of guests waiting at the door ('<name> wants to join'), each with Admit
 * and Deny. The list is a polite live region: a new knock is read out without moving focus.
 */
export function KnockAlerts() {
  const join = useVideoRoom((s) => s.join);
  const knocks = useVideoRoom((s) => s.knocks);
  const [busy, setBusy] = useState<string | null>(null);
  if (!join || join.userRole !== 'coach') return null;
  const waiting = knocks.filter((k) => k.status === 'waiting');

  const decide = async (knock: TGuestKnock, admit: boolean) => {
    setBusy(knock.id);
    try {
      const { knock: decided } = await videoApi.decideKnock(join.sessionId, knock.id, admit);
      useVideoRoom.getState().applyKnock(decided);
    } catch (err) {
      toaster.create({ type: 'error', title: errorText(err, VIDEO_ERR.KNOCK_NOT_FOUND) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box aria-live="polite" aria-atomic="false" role="region" aria-label="Guests waiting to join">
      {/* The region stays in the page, so a knock that appears in it is announced. */}
      {waiting.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2">
          {waiting.map((knock) => (
            <HStack
              as="li"
              key={knock.id}
              justify="space-between"
              wrap="wrap"
              gap="2"
              p="3"
              borderWidth="1px"
              rounded="md"
              bg="bg.panel"
              shadow="md"
            >
              <Text fontWeight="medium" wordBreak="break-word">
                {VIDEO_UI.KNOCK_WANTS(knock.name)}
              </Text>
              <HStack gap="2">
                <Button
                  size="sm"
                  colorPalette="teal"
                  aria-label={`Admit ${knock.name}`}
                  loading={busy === knock.id}
                  disabled={busy !== null && busy !== knock.id}
                  onClick={() => void decide(knock, true)}
                >
                  Admit
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Deny ${knock.name}`}
                  disabled={busy !== null}
                  onClick={() => void decide(knock, false)}
                >
                  Deny
                </Button>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
