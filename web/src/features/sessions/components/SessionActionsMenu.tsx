import { useState } from 'react';
import { IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { LuEllipsisVertical } from 'react-icons/lu';
import type { TSession } from '@coach/contract';
import { personName } from '../../../lib/session-format.ts';
import { notesLabel } from './SessionNotesDialog.tsx';
import { ACTION_LABEL, isVideoAction, sessionActions, startVideoLater, type SessionAction } from './session-actions.ts';
import { useVideoActions } from './useVideoActions.ts';

const label = (action: SessionAction, session: TSession) => (action === 'notes' ? notesLabel(session) : ACTION_LABEL[action]);

/**
 * A session row's actions by status (docs/sessions-and-availability.md#status-moves). The video ones run here (start,
 * join, Join Meeting in a new tab); the others open the page's dialogs through `onAction`. While a
 * start is on its way the menu's button spins and Start Video Session cannot be pressed again;
 * before its window it is disabled, with the reason under its label.
 */
export function SessionActionsMenu({
  session,
  onAction,
}: {
  session: TSession;
  onAction: (action: SessionAction, session: TSession) => void;
}) {
  // Read when the menu opens, so No Show appears once the start has passed without a reload.
  const [now, setNow] = useState(() => Date.now());
  const video = useVideoActions();
  const actions = sessionActions(session, now);
  const later = startVideoLater(session, now);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onOpenChange={(e) => e.open && setNow(Date.now())}>
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          loading={video.starting}
          aria-label={`Actions for the session with ${personName(session.client)}`}
        >
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {actions.map((action) => (
              <Menu.Item
                key={action}
                value={action}
                disabled={action === 'startVideo' && (video.starting || later !== null)}
                color={action === 'cancel' ? 'fg.error' : undefined}
                onClick={() => (isVideoAction(action) ? video.run(action, session) : onAction(action, session))}
              >
                {action === 'startVideo' && later ? (
                  <Stack gap="0" align="flex-start">
                    <span>{label(action, session)}</span>
                    <Text fontSize="xs" color="fg.muted" maxW="56" whiteSpace="normal">
                      {later}
                    </Text>
                  </Stack>
                ) : (
                  label(action, session)
                )}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
