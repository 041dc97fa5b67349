import type { ReactNode } from 'react';
import { Box, Button, Container, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuFlaskConical } from 'react-icons/lu';
import { DEV_BILLING_NOTICE } from '@coach/contract';
import { usePageTitle } from '../../components/usePageTitle.ts';

/**
 * The frame of the local checkout and portal: they stand in for Stripe's hosted pages, so they sit
 * outside the app's frame, under a banner that no one can miss saying nothing is charged.
 */
export function TestModeFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="orange.subtle" color="orange.fg" borderBottomWidth="1px" borderColor="orange.muted">
        <Stack gap="0.5" maxW="4xl" mx="auto" py="3" px={{ base: '3', md: '6' }} align="center" textAlign="center">
          <HStack gap="2">
            <Icon size="md" aria-hidden>
              <LuFlaskConical />
            </Icon>
            <Text fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }}>
              {DEV_BILLING_NOTICE}
            </Text>
          </HStack>
          <Text fontSize="sm">Payments are not set up on this server: this page stands in for Stripe, and no card is charged.</Text>
        </Stack>
      </Box>
      <Container as="main" maxW="4xl" py={{ base: '5', md: '10' }} px={{ base: '3', md: '6' }}>
        {children}
      </Container>
    </Box>
  );
}

/** A session that is not there (or not the caller's), expired or done: what happened, and the way back. */
export function DeadEnd({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap="4" align="center" textAlign="center" py="10">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{text}</Text>
      <Button asChild colorPalette="teal">
        <RouterLink to="/subscription">Back to Subscription</RouterLink>
      </Button>
    </Stack>
  );
}
