import type { ReactNode } from 'react';
import { Badge, Box, Button, Container, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuArrowRight, LuBot, LuFlame, LuTarget, LuUserRound } from 'react-icons/lu';
import { MONTHLY_PRICE_CENTS, TRIAL_DAYS } from '@coach/contract';
import { monthlyPrice } from './pricing.ts';

export function Hero() {
  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      bgGradient="to-b"
      gradientFrom="teal.subtle"
      gradientTo="bg"
      pt={{ base: '10', md: '20' }}
      pb={{ base: '12', md: '24' }}
    >
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '16' }} alignItems="center">
          <Stack gap="6">
            <Badge alignSelf="flex-start" colorPalette="teal" variant="surface" size="lg" rounded="full" px="3">
              Beta · Free to start
            </Badge>
            <Heading as="h1" id="hero-title" size={{ base: '4xl', md: '5xl', xl: '6xl' }} letterSpacing="tight">
              Grow with a coach who is{' '}
              <Box as="span" color="teal.fg">
                always there
              </Box>
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="xl">
              Work with a human coach and an AI coach available around the clock. Set SMART goals, see your progress and book sessions when
              it suits you.
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button asChild size="xl" colorPalette="teal">
                <RouterLink to="/intake">
                  Find Your Coach <LuArrowRight />
                </RouterLink>
              </Button>
              <Button asChild size="xl" variant="outline" colorPalette="teal">
                <RouterLink to="/coach-registration">Join as a Coach</RouterLink>
              </Button>
            </Stack>
            <Text fontSize="sm" color="fg.muted">
              {TRIAL_DAYS}-day free trial, no credit card required. Then {monthlyPrice(MONTHLY_PRICE_CENTS)} per month.
            </Text>
          </Stack>
          <RoomPreview />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function Bubble({ who, icon, children, mine }: { who: string; icon: ReactNode; children: ReactNode; mine?: boolean }) {
  return (
    <Flex direction="column" align={mine ? 'flex-end' : 'flex-start'} gap="1">
      <HStack gap="1.5" fontSize="xs" color="fg.muted">
        {icon}
        <Text as="span">{who}</Text>
      </HStack>
      <Box
        maxW="85%"
        px="3.5"
        py="2.5"
        rounded="xl"
        fontSize="sm"
        bg={mine ? 'teal.solid' : 'bg.muted'}
        color={mine ? 'teal.contrast' : 'fg'}
        roundedTopLeft={mine ? 'xl' : 'sm'}
        roundedTopRight={mine ? 'sm' : 'xl'}
      >
        {children}
      </Box>
    </Flex>
  );
}

/** A still picture of a coaching room, drawn with the app's own tokens instead of a stock image. */
function RoomPreview() {
  return (
    <Box aria-hidden position="relative" maxW={{ base: 'full', lg: 'lg' }} mx="auto" w="full">
      <Box bg="bg.panel" borderWidth="1px" rounded="2xl" shadow="lg" overflow="hidden">
        <HStack justify="space-between" px="4" py="3" borderBottomWidth="1px">
          <Text fontWeight="semibold" fontSize="sm">
            Coaching Session
          </Text>
          <Badge colorPalette="green" variant="subtle" size="sm">
            Connected
          </Badge>
        </HStack>
        <Stack gap="4" p="4">
          <Bubble who="Maya, your coach" icon={<LuUserRound />}>
            How did the new morning routine feel this week?
          </Bubble>
          <Bubble who="You" icon={null} mine>
            Better! I missed one day, but I kept going.
          </Bubble>
          <Bubble who="AI coach" icon={<LuBot />}>
            That is a 5-day streak. Shall we make it a goal: a 20-minute walk before work, 4 days a week?
          </Bubble>
        </Stack>
        <SimpleGrid columns={2} gap="3" px="4" pb="4">
          <Box borderWidth="1px" rounded="lg" p="3">
            <HStack gap="1.5" fontSize="xs" color="fg.muted" mb="1">
              <LuFlame /> <Text as="span">Day Streak</Text>
            </HStack>
            <Text fontSize="2xl" fontWeight="bold">
              5
            </Text>
          </Box>
          <Box borderWidth="1px" rounded="lg" p="3">
            <HStack gap="1.5" fontSize="xs" color="fg.muted" mb="2">
              <LuTarget /> <Text as="span">Morning walk</Text>
            </HStack>
            {/* Drawn like Chakra's small progress bar: the real one's state machine would be the landing page's only one. */}
            <Box h="2" rounded="full" overflow="hidden" bg="bg.muted">
              <Box h="full" w="60%" bg="teal.solid" />
            </Box>
            <Text fontSize="xs" color="fg.muted" mt="1.5">
              60% · Grade B
            </Text>
          </Box>
        </SimpleGrid>
      </Box>
    </Box>
  );
}
