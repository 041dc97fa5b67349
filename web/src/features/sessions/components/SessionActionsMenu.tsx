import { useState } from 'react';
import { Box, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { LuEllipsisVertical } from 'react-icons/lu';
import type { TSession } from '@coach/contract';
import { personName } from '../format.ts';
import { notesLabel } from './SessionNotesDialog.tsx';
import { ACTION_LABEL, sessionActions, VIDEO_ACTIONS, VIDEO_SOON, type SessionAction } from './session-actions.ts';

const label = (action: SessionAction, session: TSession) => (action === 'notes' ? notesLabel(session) : ACTION_LABEL[action]);

/**
 * A session row's actions by status (spec §2 Session management). The video ones are listed but
 * disabled, with the reason under them, until the video room of the next issue exists.
 */
export function SessionActionsMenu({ session, onAction }: { session: TSession; onAction: (action: SessionAction, session: TSession) => void }) {
  // Read when the menu opens, so No Show appears once the start has passed without a reload.
  const [now, setNow] = useState(() => Date.now());
  const actions = sessionActions(session, now);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onOpenChange={(e) => e.open && setNow(Date.now())}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Actions for the session with ${personName(session.client)}`}>
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {actions.map((action) => {
              const soon = VIDEO_ACTIONS.includes(action);
              return (
                <Menu.Item
                  key={action}
                  value={action}
                  disabled={soon}
                  color={action === 'cancel' ? 'fg.error' : undefined}
                  onClick={() => !soon && onAction(action, session)}
                >
                  <Box>
                    <Text>{label(action, session)}</Text>
                    {soon && (
                      <Text fontSize="xs" color="fg.muted">
                        {VIDEO_SOON}
                      </Text>
                    )}
                  </Box>
                </Menu.Item>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
