import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { Badge, Box, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { LuGripHorizontal, LuMove } from 'react-icons/lu';
import { ASSIST_OVERLAY_HEIGHT, VIDEO_UI } from '@coach/contract';
import { useVideoRoom } from '../store.ts';
import { useAssistWaiting } from './useAssistWaiting.ts';
import { clampTo, latestSuggestions, useAssistUi } from './assist-ui.ts';
import { suggestionTime, TYPE_COLOUR } from './suggestion-parts.ts';

const STEP = 16;
const BIG_STEP = 64;
const HEIGHT_STEP = 20;

const arrow: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The pointer handlers of a drag with the main button: `begin` answers what it starts from (kept
 * in `held`), `follow` moves with the pointer; lifting or losing the pointer ends it.
 */
function dragHandlers<S>(
  held: RefObject<S | null>,
  begin: (e: PointerEvent<HTMLElement>) => S,
  follow: (from: S, e: PointerEvent<HTMLElement>) => void,
) {
  const end = () => {
    held.current = null;
  };
  return {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0) return;
      held.current = begin(e);
      e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      if (held.current) follow(held.current, e);
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
}

/**
 * The coach's floating AI assist overlay (while the Assist tab's Overlay toggle is on): the last
 * suggestions over the call. Dragged by its header (pointer, or arrow keys on the move handle),
 * resized from its bottom edge (pointer, or arrow keys on the separator) between 200 and 600 px.
 */
export function AssistOverlay() {
  const isCoach = useVideoRoom((s) => s.join?.userRole === 'coach');
  const suggestions = useVideoRoom((s) => s.suggestions);
  const enabled = useVideoRoom((s) => s.assistEnabled);
  const waiting = useAssistWaiting();
  const { overlayOn, height, position, setOverlayOn, setHeight, setPosition } = useAssistUi();
  const box = useRef<HTMLElement>(null);
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const resize = useRef<{ y: number; height: number } | null>(null);
  if (!isCoach || !overlayOn) return null;

  const place = (x: number, y: number) => {
    const el = box.current;
    const w = el?.offsetWidth ?? 0;
    const h = el?.offsetHeight ?? 0;
    setPosition({ x: clampTo(x, window.innerWidth - w), y: clampTo(y, window.innerHeight - Math.min(h, 48)) });
  };
  const current = () => {
    const rect = box.current?.getBoundingClientRect();
    return position ?? { x: rect?.left ?? 0, y: rect?.top ?? 0 };
  };

  const dragProps = dragHandlers(
    drag,
    (e) => {
      const at = current();
      return { dx: e.clientX - at.x, dy: e.clientY - at.y };
    },
    (from, e) => place(e.clientX - from.dx, e.clientY - from.dy),
  );
  const onMoveKey = (e: KeyboardEvent) => {
    const dir = arrow[e.key];
    if (!dir) return;
    e.preventDefault();
    const step = e.shiftKey ? BIG_STEP : STEP;
    const at = current();
    place(at.x + dir[0] * step, at.y + dir[1] * step);
  };

  const resizeProps = dragHandlers(
    resize,
    (e) => ({ y: e.clientY, height }),
    (from, e) => setHeight(from.height + e.clientY - from.y),
  );
  const onResizeKey = (e: KeyboardEvent) => {
    const next =
      e.key === 'ArrowUp'
        ? height - HEIGHT_STEP
        : e.key === 'ArrowDown'
          ? height + HEIGHT_STEP
          : e.key === 'Home'
            ? ASSIST_OVERLAY_HEIGHT.min
            : e.key === 'End'
              ? ASSIST_OVERLAY_HEIGHT.max
              : null;
    if (next === null) return;
    e.preventDefault();
    setHeight(next);
  };

  const latest = latestSuggestions(suggestions);
  return (
    <Box
      as="section"
      ref={box}
      aria-label="AI assist overlay"
      position="fixed"
      zIndex="overlay"
      {...(position ? { left: `${position.x}px`, top: `${position.y}px` } : { right: '4', top: '20' })}
      w="min(22rem, calc(100vw - 1rem))"
      h={`${height}px`}
      maxH="calc(100vh - 1rem)"
      bg="bg.panel"
      borderWidth="1px"
      rounded="lg"
      shadow="lg"
      display="flex"
      flexDirection="column"
      data-testid="assist-overlay"
    >
      <HStack px="2" py="1" borderBottomWidth="1px" gap="2" cursor="move" touchAction="none" userSelect="none" {...dragProps}>
        <Box
          as="button"
          aria-label="Move assist overlay (arrow keys)"
          title="Drag, or use the arrow keys, to move"
          p="1"
          rounded="sm"
          onKeyDown={onMoveKey}
          _focusVisible={{ outline: '2px solid', outlineColor: 'teal.solid' }}
        >
          <LuMove aria-hidden />
        </Box>
        <Text fontWeight="semibold" fontSize="sm" flex="1">
          AI Assist
        </Text>
        <CloseButton
          size="xs"
          aria-label="Close assist overlay"
          onClick={() => setOverlayOn(false)}
          onPointerDown={(e) => e.stopPropagation()}
        />
      </HStack>
      <Stack gap="2" p="2" overflowY="auto" flex="1" tabIndex={0} role="group" aria-label="Latest suggestions">
        {!enabled ? (
          <Text fontSize="sm" color="fg.muted">
            {VIDEO_UI.ASSIST_DISABLED}
          </Text>
        ) : latest.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {waiting}
          </Text>
        ) : (
          latest.map((s) => (
            <Box key={s.id} p="2" borderWidth="1px" rounded="md">
              <HStack justify="space-between" mb="1">
                <Badge colorPalette={TYPE_COLOUR[s.type]} size="sm">
                  {s.type}
                </Badge>
                <Text fontSize="xs" color="fg.muted">
                  {suggestionTime(s.timestamp)}
                </Text>
              </HStack>
              <Text fontSize="sm">{s.text}</Text>
            </Box>
          ))
        )}
      </Stack>
      <Box
        role="separator"
        aria-orientation="horizontal"
        aria-label="Resize assist overlay"
        aria-valuemin={ASSIST_OVERLAY_HEIGHT.min}
        aria-valuemax={ASSIST_OVERLAY_HEIGHT.max}
        aria-valuenow={height}
        tabIndex={0}
        display="flex"
        justifyContent="center"
        cursor="ns-resize"
        touchAction="none"
        borderTopWidth="1px"
        color="fg.muted"
        {...resizeProps}
        onKeyDown={onResizeKey}
        _focusVisible={{ outline: '2px solid', outlineColor: 'teal.solid' }}
      >
        <LuGripHorizontal aria-hidden />
      </Box>
    </Box>
  );
}
