import { Box, Flex, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { ONBOARDING_STEPS, STEP_COUNT, type Step } from './onboarding.ts';
import { IconBadge } from '../../components/IconBadge.tsx';

/**
 * Where the coach is in the four onboarding steps: a segmented bar, with numbered titles on wide
 * screens (narrow screens show the current title in the card below).
 */
export function StepIndicator({ step }: { step: Step }) {
  return (
    <Flex as="ol" aria-label="Onboarding steps" listStyleType="none" gap={{ base: '2', md: '4' }}>
      {ONBOARDING_STEPS.map((title, i) => {
        const n = i + 1;
        const done = n < step;
        const current = n === step;
        return (
          <Box as="li" key={title} flex="1" minW="0" aria-current={current ? 'step' : undefined}>
            <VisuallyHidden>{`Step ${n} of ${STEP_COUNT}: ${title}${done ? ' (completed)' : ''}`}</VisuallyHidden>
            <Box aria-hidden h="1.5" rounded="full" bg={done || current ? 'teal.solid' : 'bg.emphasized'} />
            <HStack aria-hidden gap="2" mt="3" align="flex-start" display={{ base: 'none', md: 'flex' }}>
              <IconBadge
                size="6"
                fontSize="xs"
                fontWeight="semibold"
                bg={done || current ? 'teal.solid' : 'bg.muted'}
                color={done || current ? 'teal.contrast' : 'fg.muted'}
              >
                {done ? <LuCheck /> : n}
              </IconBadge>
              <Text
                fontSize="sm"
                lineHeight="short"
                pt="0.5"
                fontWeight={current ? 'semibold' : 'normal'}
                color={current ? 'fg' : 'fg.muted'}
              >
                {title}
              </Text>
            </HStack>
          </Box>
        );
      })}
    </Flex>
  );
}
