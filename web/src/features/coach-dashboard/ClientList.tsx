import { Avatar, Badge, Box, HStack, IconButton, Menu, Portal, Stack, Text, useMediaQuery } from '@chakra-ui/react';
import { LuCalendar, LuCalendarPlus, LuEllipsisVertical, LuFlame } from 'react-icons/lu';
import { CHAT_PREVIEW_CHARS, WIDE_SCREEN_QUERY, type TRoom } from '@coach/contract';
import { useChat } from '../chat/store.ts';
import { AI_LEVEL_META, AI_LEVEL_OPTIONS, isAiLevel } from '../chat/aiLevels.ts';
import { setAiLevel } from './AiLevelSelect.tsx';
import { useProgress } from '../progress/store.ts';

interface RowProps {
  room: TRoom;
  selected: boolean;
  onSelect: () => void;
  levelMenu: boolean;
  onSchedule: () => void;
}

/** The row's menu: Schedule Session, and the AI Coaching Level on narrow screens. */
function RowMenu({ room, name, levelMenu, onSchedule }: { room: TRoom; name: string; levelMenu: boolean; onSchedule: () => void }) {
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
            <Menu.Item value="schedule" onClick={onSchedule}>
              <LuCalendarPlus aria-hidden /> Schedule Session
            </Menu.Item>
            {levelMenu && (
              <>
                <Menu.Separator />
                <Menu.RadioItemGroup value={room.aiInteractionLevel} onValueChange={(d) => isAiLevel(d.value) && void setAiLevel(room, d.value)}>
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

function ClientRow({ room, selected, onSelect, levelMenu, onSchedule }: RowProps) {
  const live = useChat((s) => s.unread[room.id]);
  const unread = live?.unreadCount ?? room.unreadCount ?? 0;
  const preview = (live ? live.lastMessagePreview : room.lastMessagePreview) ?? '';
  const name = `${room.client.firstName} ${room.client.lastName}`.trim();
  const level = AI_LEVEL_META[room.aiInteractionLevel];
  // The client's day streak: from the rooms list, then from 'stats:updated' pushes.
  const streak = useProgress((s) => s.stats[room.id]?.dayStreak) ?? room.clientStreak ?? 0;

  return (
    <HStack as="li" gap="1" pe="2" borderBottomWidth="1px" bg={selected ? 'teal.subtle' : undefined} _hover={{ bg: selected ? undefined : 'bg.muted' }}>
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
        <Avatar.Root size="sm" colorPalette="teal" aria-hidden>
          <Avatar.Fallback name={name} />
        </Avatar.Root>
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
              {preview.slice(0, CHAT_PREVIEW_CHARS)}
            </Text>
          )}
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={level.palette} variant="subtle" size="sm">
              {level.label}
            </Badge>
            {/* Said in words: a bare flame and a number left coaches guessing. */}
            <Badge colorPalette={streak > 0 ? 'orange' : 'gray'} variant="outline" size="sm" title="Days in a row the client has been active">
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
      <RowMenu room={room} name={name} levelMenu={levelMenu} onSchedule={onSchedule} />
    </HStack>
  );
}

/**
 * Spec §2 client rows: avatar, name, live unread badge, last message, AI level, day streak, session
 * count, and a menu with Schedule Session, plus the AI Coaching Level on narrow screens only (wide
 * ones have the pane header's select beside the list: the level is offered once).
 */
export function ClientList({
  rooms,
  selectedId,
  onSelect,
  onSchedule,
}: {
  rooms: TRoom[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onSchedule: (room: TRoom) => void;
}) {
  const [wide] = useMediaQuery([WIDE_SCREEN_QUERY], { fallback: [true] });
  return (
    <Stack as="ul" listStyleType="none" gap="0" aria-label="Clients">
      {rooms.map((r) => (
        <ClientRow key={r.id} room={r} selected={r.id === selectedId} onSelect={() => onSelect(r.id)} levelMenu={!wide} onSchedule={() => onSchedule(r)} />
      ))}
    </Stack>
  );
}
