import { useState, type ReactNode } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { VIDEO_ERR, VIDEO_UI, type TGuestKnock } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';
import { errorText } from '../../../lib/api.ts';
import { videoApi } from '../api.ts';
import { useVideoRoom, useVideoRoomStore } from '../store.ts';

function AlertRow({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <HStack as="li" justify="space-between" wrap="wrap" gap="2" p="3" borderWidth="1px" rounded="md" bg="bg.panel" shadow="md">
      <Box minW="0">{children}</Box>
      <HStack gap="2">{actions}</HStack>
    </HStack>
  );
}

/**
 * The coach's live list of guests at the door ('<name> wants to join', with Admit and Deny); of
 * those the coach admitted, waiting for the client's answer (the coach may still deny them); and of
 * those the client declined, until dismissed. The list is a polite live region: each change is
 * read out without moving focus.
 */
export function KnockAlerts() {
  const roomStore = useVideoRoomStore();
  const join = useVideoRoom((s) => s.join);
  const knocks = useVideoRoom((s) => s.knocks);
  const declined = useVideoRoom((s) => s.declined);
  const [busy, setBusy] = useState<string | null>(null);
  if (!join || join.userRole !== 'coach') return null;
  const open = knocks.filter((k) => k.status === 'waiting' || k.status === 'awaiting_client');
  const client = join.sessionData.clientName;

  const decide = async (knock: TGuestKnock, admit: boolean) => {
    setBusy(knock.id);
    try {
      const { knock: decided } = await videoApi.decideKnock(join.sessionId, knock.id, admit);
      roomStore.getState().applyKnock(decided);
    } catch (err) {
      toaster.create({ type: 'error', title: errorText(err, VIDEO_ERR.KNOCK_NOT_FOUND) });
    } finally {
      setBusy(null);
    }
  };

  const deny = (knock: TGuestKnock) => (
    <Button
      size="sm"
      variant="outline"
      aria-label={`Deny ${knock.name}`}
      disabled={busy !== null}
      onClick={() => void decide(knock, false)}
    >
      Deny
    </Button>
  );

  return (
    <Box aria-live="polite" aria-atomic="false" role="region" aria-label="Guests waiting to join">
      {/* The region stays in the page, so a knock that appears in it is announced. */}
      {open.length + declined.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2">
          {open.map((knock) =>
            knock.status === 'waiting' ? (
              <AlertRow
                key={knock.id}
                actions={
                  <>
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
                    {deny(knock)}
                  </>
                }
              >
                <Text fontWeight="medium" wordBreak="break-word">
                  {VIDEO_UI.KNOCK_WANTS(knock.name)}
                </Text>
              </AlertRow>
            ) : (
              <AlertRow key={knock.id} actions={deny(knock)}>
                <Text fontWeight="medium" wordBreak="break-word">
                  {VIDEO_UI.KNOCK_WANTS(knock.name)}
                </Text>
                <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                  {VIDEO_UI.KNOCK_AWAITING_CLIENT(client)}
                </Text>
              </AlertRow>
            ),
          )}
          {declined.map((knock) => (
            <AlertRow
              key={knock.id}
              actions={
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Dismiss: ${VIDEO_UI.KNOCK_CLIENT_DECLINED(client, knock.name)}`}
                  onClick={() => roomStore.getState().dismissDeclined(knock.id)}
                >
                  Dismiss
                </Button>
              }
            >
              <Text fontWeight="medium" wordBreak="break-word">
                {VIDEO_UI.KNOCK_CLIENT_DECLINED(client, knock.name)}
              </Text>
            </AlertRow>
          ))}
        </Stack>
      )}
    </Box>
  );
}
