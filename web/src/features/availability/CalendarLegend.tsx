import { Box, HStack, Text } from '@chakra-ui/react';
import { LEGEND } from './calendarTheme.ts';

/** Blue Recurring, purple One-Time, green Booked Sessions (docs/sessions-and-availability.md#availability). */
export function CalendarLegend() {
  return (
    <HStack as="ul" aria-label="Legend" gap="4" wrap="wrap" listStyleType="none" fontSize="sm">
      {LEGEND.map((l) => (
        <HStack as="li" key={l.label} gap="1.5">
          <Box w="3" h="3" rounded="sm" bg={l.color} aria-hidden />
          <Text>{l.label}</Text>
        </HStack>
      ))}
    </HStack>
  );
}
