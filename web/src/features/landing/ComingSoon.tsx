import { Badge, Box, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuSparkles, LuTreePalm } from 'react-icons/lu';
import { FeatureIcon, SectionHeading } from './Features.tsx';

const UPCOMING: { icon: IconType; title: string; text: string }[] = [
  {
    icon: LuTreePalm,
    title: 'Wellness retreats',
    text: 'Step away for a few days of in-person coaching, rest and reflection with others on the same path.',
  },
  {
    icon: LuSparkles,
    title: 'Enhanced AI',
    text: 'A more capable AI coach that draws on your goals and progress to give sharper, more personal guidance.',
  },
];

export function ComingSoon() {
  return (
    <Box as="section" aria-labelledby="coming-soon-title" py={{ base: '14', md: '20' }} bg="bg.subtle" borderYWidth="1px">
      <Container maxW="7xl">
        <SectionHeading id="coming-soon-title" eyebrow="Roadmap" title="Coming soon">
          We are building the platform together with our beta coaches and clients. Here is what is next.
        </SectionHeading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} maxW="4xl" mx="auto" gap="5">
          {UPCOMING.map((f) => (
            <Box as="li" key={f.title} bg="bg.panel" borderWidth="1px" borderStyle="dashed" rounded="xl" p="5">
              <Stack gap="4">
                <HStack justify="space-between" align="flex-start">
                  <FeatureIcon icon={f.icon} palette="purple" />
                  <Badge colorPalette="purple" variant="subtle">
                    Coming soon
                  </Badge>
                </HStack>
                <Heading as="h3" size="md">
                  {f.title}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {f.text}
                </Text>
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
