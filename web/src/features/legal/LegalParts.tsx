import type { ReactNode } from 'react';
import { Box, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { IconType } from 'react-icons';
import { LuArrowLeft } from 'react-icons/lu';

// The pieces the legal pages (privacy, terms) are written with.

export function BackHome() {
  return (
    <Link asChild color="teal.fg" fontSize="sm" mb="6">
      <RouterLink to="/">
        <LuArrowLeft aria-hidden /> Back to Home
      </RouterLink>
    </Link>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="lg" mb="3">
        {title}
      </Heading>
      <Stack gap="3" color="fg.muted" lineHeight="tall">
        {children}
      </Stack>
    </Box>
  );
}

export function Bullets({ items }: { items: [string, string][] }) {
  return (
    <List.Root gap="2" ps="5">
      {items.map(([term, text]) => (
        <List.Item key={term}>
          <Text as="span" fontWeight="semibold" color="fg">
            {term}:
          </Text>{' '}
          {text}
        </List.Item>
      ))}
    </List.Root>
  );
}

export function Highlight({ icon: Icon, children }: { icon: IconType; children: ReactNode }) {
  return (
    <HStack align="flex-start" gap="3" p="4" rounded="lg" borderWidth="1px" bg="bg.subtle">
      <Box color="teal.fg" fontSize="xl" mt="0.5" aria-hidden>
        <Icon />
      </Box>
      <Text fontSize="sm">{children}</Text>
    </HStack>
  );
}
