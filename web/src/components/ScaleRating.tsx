import { Box, Flex, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { INTAKE_SCALE } from '@coach/contract';

interface Props {
  /** Unique per page: names the radio group. */
  name: string;
  label: string;
  /** null: not rated yet (the account page, for a client without an intake); no point is selected. */
  value: number | null;
  onChange: (value: number) => void;
  lowLabel: string;
  highLabel: string;
}

const POINTS = Array.from({ length: INTAKE_SCALE.max - INTAKE_SCALE.min + 1 }, (_, i) => INTAKE_SCALE.min + i);

/**
 * A 1-5 rating as five numbered buttons. They are native radios in a fieldset, so the legend
 * names the group, Tab reaches it once and the arrow keys change the value.
 */
export function ScaleRating({ name, label, value, onChange, lowLabel, highLabel }: Props) {
  return (
    <Box as="fieldset" minW="0">
      <Flex as="legend" w="full" justify="space-between" align="baseline" gap="2" mb="2" float="left">
        <Text as="span" fontWeight="medium">
          {label}
        </Text>
        <Text as="span" color="fg.muted" fontSize="sm" whiteSpace="nowrap" aria-hidden>
          {value ?? '–'} / {INTAKE_SCALE.max}
        </Text>
      </Flex>
      <HStack gap={{ base: '1.5', sm: '2' }} clear="both">
        {POINTS.map((point) => {
          const selected = point === value;
          return (
            <Box
              as="label"
              key={point}
              flex="1"
              minW="0"
              h="11"
              position="relative"
              display="grid"
              placeItems="center"
              rounded="lg"
              borderWidth="1px"
              borderColor={selected ? 'teal.solid' : 'border'}
              bg={selected ? 'teal.solid' : 'bg'}
              color={selected ? 'teal.contrast' : 'fg'}
              fontWeight="semibold"
              fontSize="lg"
              cursor="pointer"
              transition="background 0.15s, border-color 0.15s"
              _hover={selected ? undefined : { bg: 'teal.subtle', borderColor: 'teal.muted' }}
              css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '2px' } }}
            >
              <VisuallyHidden asChild>
                <input type="radio" name={name} value={point} checked={selected} onChange={() => onChange(point)} />
              </VisuallyHidden>
              <span aria-hidden>{point}</span>
              <VisuallyHidden>
                {point} out of {INTAKE_SCALE.max}
                {point === INTAKE_SCALE.min ? `, ${lowLabel}` : point === INTAKE_SCALE.max ? `, ${highLabel}` : ''}
              </VisuallyHidden>
            </Box>
          );
        })}
      </HStack>
      <HStack justify="space-between" mt="1.5" fontSize="xs" color="fg.muted" aria-hidden>
        <span>{lowLabel}</span>
        <span>{highLabel}</span>
      </HStack>
    </Box>
  );
}
