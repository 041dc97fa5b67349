import type { ReactNode } from 'react';
import { Badge, Box, Card, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuBriefcase, LuCalendarCheck, LuCalendarClock, LuGift, LuMessagesSquare, LuSearch, LuTarget, LuTrophy } from 'react-icons/lu';
import { MONTHLY_PRICE_CENTS, TRIAL_DAYS } from '@coach/contract';
import { monthlyPrice } from './pricing.ts';
import { IconBadge } from '../../components/IconBadge.tsx';

interface Feature {
  icon: IconType;
  title: string;
  text: string;
  tags?: string[];
}

const FEATURES: Feature[] = [
  {
    icon: LuMessagesSquare,
    title: 'Chat with a human or AI coach',
    text: 'Talk things through in your own coaching room. Your coach replies when they can, and the AI coach answers any time of day or night.',
  },
  {
    icon: LuTarget,
    title: 'SMART goals',
    text: 'Turn intentions into specific, measurable, achievable, relevant and time-bound goals. Each goal gets a quality grade and a progress bar you update as you go.',
  },
  {
    icon: LuTrophy,
    title: 'Badges and progress stats',
    text: 'Earn badges as you go and keep an eye on your day streak, goals completed and weekly momentum score.',
  },
  {
    icon: LuCalendarCheck,
    title: 'Session booking',
    text: 'Pick a time your coach has open and book a session in a few steps.',
    tags: ['Video', 'Phone', 'In person'],
  },
  {
    icon: LuCalendarClock,
    title: 'Smart scheduling',
    text: 'Only the times your coach is really free are offered, from their weekly availability and booking rules, shown in your own time zone.',
  },
  {
    icon: LuSearch,
    title: 'Coach directory',
    text: 'Find a human coach by specialization, language and time zone, best matches to what you want help with first, and ask them in one message.',
  },
  {
    icon: LuBriefcase,
    title: 'Tools for coaches',
    text: 'Manage clients, sessions, notes, availability and invitations in one dashboard, and coach live in a video room with captions and AI suggestions.',
  },
  {
    icon: LuGift,
    title: 'Free to start',
    text: `Try everything with a ${TRIAL_DAYS}-day free trial and no credit card. After that, coaching costs ${monthlyPrice(MONTHLY_PRICE_CENTS)} per month.`,
  },
];

export function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '8', md: '12' }}>
      <Text color="teal.fg" fontWeight="semibold" fontSize="sm" textTransform="uppercase" letterSpacing="wider">
        {eyebrow}
      </Text>
      <Heading as="h2" id={id} size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
        {title}
      </Heading>
      {children && (
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {children}
        </Text>
      )}
    </Stack>
  );
}

export function FeatureIcon({ icon: Icon, palette = 'teal' }: { icon: IconType; palette?: string }) {
  return (
    <IconBadge size="11" rounded="lg" fontSize="xl" colorPalette={palette} bg="colorPalette.subtle" color="colorPalette.fg">
      <Icon />
    </IconBadge>
  );
}

export function Features() {
  return (
    <Box as="section" aria-labelledby="features-title" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl">
        <SectionHeading id="features-title" eyebrow="Features" title="Everything you need to keep moving">
          Coaching works best between sessions too. The platform keeps your conversations, goals and progress in one place.
        </SectionHeading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {FEATURES.map((f) => (
            <Card.Root as="li" key={f.title} variant="outline" _hover={{ shadow: 'md' }} transition="box-shadow 0.2s">
              <Card.Body gap="4">
                <FeatureIcon icon={f.icon} />
                <Stack gap="2">
                  <Heading as="h3" size="md">
                    {f.title}
                  </Heading>
                  <Text color="fg.muted">{f.text}</Text>
                </Stack>
                {f.tags && (
                  <HStack gap="2" flexWrap="wrap">
                    {f.tags.map((t) => (
                      <Badge key={t} variant="outline" colorPalette="teal">
                        {t}
                      </Badge>
                    ))}
                  </HStack>
                )}
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
