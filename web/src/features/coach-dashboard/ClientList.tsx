import { Badge, Box, HStack, IconButton, Menu, Portal, Stack, Text, useMediaQuery } from '@chakra-ui/react';
import { LuCalendar, LuCalendarPlus, LuChartLine, LuEllipsisVertical, LuFlame, LuNotebookPen, LuSettings } from 'react-icons/lu';
import { CHAT_PREVIEW_CHARS, WIDE_SCREEN_QUERY, type TRoom, type TRoomUnread } from '@coach/contract';
import { useChat } from '../chat/store.ts';
import { AI_LEVEL_META, AI_LEVEL_OPTIONS, isAiLevel } from '../chat/aiLevels.ts';
import { setAiLevel } from './AiLevelSelect.tsx';
import { useProgress } from '../gamification/store.ts';
import { UserAvatar } from '../../components/UserAvatar.tsx';

/** What a row's menu asks the tab to open for its client. */
export type ClientAction = 'schedule' | 'notebook' | 'progress' | 'settings';

interface RowProps {
  room: TRoom;
  selected: boolean;
  onSelect: () => void;
  levelMenu: boolean;
  onAction: (action: ClientAction) => void;
}

type Author = NonNullable<TRoom['lastMessageFrom']>;

/**
 * Who wrote the row's last message: the live 'room:unread' entry says so when it carries it; an
 * entry without it (an older push, a message seen arrive) borrows the room's only for the same message.
 */
export function lastAuthor(room: TRoom, live: TRoomUnread | undefined): Author | null {
  if (!live) return room.lastMessageFrom ?? null;
  if (live.lastMessageFrom !== undefined) return live.lastMessageFrom;
  return live.lastMessageAt === (room.lastMessageAt ?? null) ? (room.lastMessageFrom ?? null) : null;
}

/** 'You: ...', 'AI Coach: ...' or '<client first name>: ...', cut to CHAT_PREVIEW_CHARS (docs/coach-workspace.md#client-list). */
export function previewLine(preview: string, from: Author | null, clientFirstName: string): string {
  const text = preview.slice(0, CHAT_PREVIEW_CHARS);
  if (!from) return text;
  const who = from === 'coach' ? 'You' : from === 'ai' ? 'AI Coach' : clientFirstName.trim() || 'Client';
  return `${who}: ${text}`;
}

/** The row's menu: Schedule Session, Notebook, View Progress, Client Settings, and the AI Coaching Level on narrow screens. */
function RowMenu({
  room,
  name,
  levelMenu,
  onAction,
}: {
  room: TRoom;
  name: string;
  levelMenu: boolean;
  onAction: (action: ClientAction) => void;
}) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Options for ${name}`}>
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.Item value="schedule" onClick={() => onAction('schedule')}>
              <LuCalendarPlus aria-hidden /> Schedule Session
            </Menu.Item>
            <Menu.Item value="notebook" onClick={() => onAction('notebook')}>
              <LuNotebookPen aria-hidden /> Notebook
            </Menu.Item>
            <Menu.Item value="progress" onClick={() => onAction('progress')}>
              <LuChartLine aria-hidden /> View Progress
            </Menu.Item>
            <Menu.Item value="settings" onClick={() => onAction('settings')}>
              <LuSettings aria-hidden /> Client Settings
            </Menu.Item>
            {levelMenu && (
              <>
                <Menu.Separator />
                <Menu.RadioItemGroup
                  value={room.aiInteractionLevel}
                  onValueChange={(d) => isAiLevel(d.value) && void setAiLevel(room, d.value)}
                >
                  <Menu.ItemGroupLabel>AI Coaching Level</Menu.ItemGroupLabel>
                  {AI_LEVEL_OPTIONS.map((o) => (
                    <Menu.RadioItem key={o.value} value={o.value}>
                      <Box w="2" h="2" rounded="full" bg={`${o.palette}.solid`} aria-hidden />
                      {o.label}
                      <Menu.ItemIndicator />
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioItemGroup>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function ClientRow({ room, selected, onSelect, levelMenu, onAction }: RowProps) {
  const live = useChat((s) => s.unread[room.id]);
  const unread = live?.unreadCount ?? room.unreadCount ?? 0;
  const preview = (live ? live.lastMessagePreview : room.lastMessagePreview) ?? '';
  const from = lastAuthor(room, live);
  const name = `${room.client.firstName} ${room.client.lastName}`.trim();
  const level = AI_LEVEL_META[room.aiInteractionLevel];
  // The client's day streak: from the rooms list, then from 'stats:updated' pushes.
  const streak = useProgress((s) => s.stats[room.id]?.dayStreak) ?? room.clientStreak ?? 0;

  return (
    <HStack
      as="li"
      gap="1"
      pe="2"
      borderBottomWidth="1px"
      bg={selected ? 'teal.subtle' : undefined}
      _hover={{ bg: selected ? undefined : 'bg.muted' }}
    >
      <Box
        as="button"
        flex="1"
        minW="0"
        display="flex"
        alignItems="center"
        gap="3"
        px="4"
        py="3"
        textAlign="start"
        cursor="pointer"
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        focusRing="inside"
      >
        <UserAvatar size="sm" name={name} src={room.client.avatarUrl} aria-hidden />
        <Stack gap="0.5" minW="0" flex="1">
          <HStack gap="2" minW="0">
            <Text fontWeight="medium" truncate flex="1">
              {name}
            </Text>
            {unread > 0 && (
              <Badge colorPalette="red" variant="solid" rounded="full" size="sm" aria-label={`${unread} unread`}>
                {unread}
              </Badge>
            )}
          </HStack>
          {preview && (
            <Text fontSize="sm" color="fg.muted" truncate>
              {previewLine(preview, from, room.client.firstName)}
            </Text>
          )}
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={level.palette} variant="subtle" size="sm">
              {level.label}
            </Badge>
            {/* Said in words: a bare flame and a number left coaches guessing. */}
            <Badge
              colorPalette={streak > 0 ? 'orange' : 'gray'}
              variant="outline"
              size="sm"
              title="Days in a row the client has been active"
            >
              <LuFlame aria-hidden /> {streak}-day streak
            </Badge>
            {room.sessionCount !== undefined && (
              <Badge colorPalette="blue" variant="outline" size="sm" title="Sessions had or booked, cancelled ones aside">
                <LuCalendar aria-hidden /> {room.sessionCount} {room.sessionCount === 1 ? 'session' : 'sessions'}
              </Badge>
            )}
          </HStack>
        </Stack>
      </Box>
      <RowMenu room={room} name={name} levelMenu={levelMenu} onAction={onAction} />
    </HStack>
  );
}

/**
 * docs/coach-workspace.md#client-list: avatar, name, live unread badge, last message with who wrote it, AI level,
 * day streak, session count, and a menu (Schedule Session, Notebook, View Progress, Client
 * Settings), plus the AI Coaching Level on narrow screens only (wide ones have the pane header's
 * select beside the list: the level is offered once).
 */
export function ClientList({
  rooms,
  selectedId,
  onSelect,
  onAction,
}: {
  rooms: TRoom[];
  selectedId: string | null;
  onSelect: (room: TRoom) => void;
  onAction: (room: TRoom, action: ClientAction) => void;
}) {
  const [wide] = useMediaQuery([WIDE_SCREEN_QUERY], { fallback: [true] });
  return (
    <Stack as="ul" listStyleType="none" gap="0" aria-label="Clients">
      {rooms.map((r) => (
        <ClientRow
          key={r.id}
          room={r}
          selected={r.id === selectedId}
          onSelect={() => onSelect(r)}
          levelMenu={!wide}
          onAction={(a) => onAction(r, a)}
        />
      ))}
    </Stack>
  );
}
