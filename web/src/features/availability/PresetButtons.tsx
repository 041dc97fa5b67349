import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { AVAILABILITY_PRESETS, type AvailabilityPreset } from '@coach/contract';
import { parseByDay } from './calendarMath.ts';

const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const NAMES = Object.keys(AVAILABILITY_PRESETS) as AvailabilityPreset[];

/** 'Mon–Fri' for a run of weekdays, 'Sat, Sun' otherwise (weekends read Saturday first). */
function daysLabel(rrule: string) {
  const days = parseByDay(rrule);
  const run = days.every((d, i) => i === 0 || d === days[i - 1]! + 1);
  if (run && days.length > 2) return `${DAY[days[0]!]}–${DAY[days[days.length - 1]!]}`;
  return [...days.filter((d) => d !== 0), ...days.filter((d) => d === 0)].map((d) => DAY[d]).join(', ');
}

/** The presets (docs/sessions-and-availability.md#availability), each one call that adds its weekly pattern. */
export function PresetButtons({ pending, onApply }: { pending: AvailabilityPreset | null; onApply: (p: AvailabilityPreset) => void }) {
  return (
    <Stack gap="2" role="group" aria-labelledby="presets-label">
      <Text id="presets-label" fontSize="sm" fontWeight="medium">
        Quick presets
      </Text>
      <HStack gap="2" wrap="wrap">
        {NAMES.map((name) => {
          const p = AVAILABILITY_PRESETS[name];
          return (
            <Button
              key={name}
              size="sm"
              variant="outline"
              loading={pending === name}
              disabled={!!pending}
              onClick={() => onApply(name)}
              h="auto"
              py="1.5"
              flex={{ base: '1 1 100%', sm: '0 0 auto' }}
              justifyContent="flex-start"
            >
              <Stack gap="0" align="flex-start">
                <Text fontWeight="semibold">{p.label}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {daysLabel(p.rrule)} {p.startTime}–{p.endTime}
                </Text>
              </Stack>
            </Button>
          );
        })}
      </HStack>
    </Stack>
  );
}
