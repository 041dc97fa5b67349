import type { ReactNode } from 'react';
import { Box, Button, Container, Flex, Heading } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuArrowLeft } from 'react-icons/lu';

/** The band atop a coach's tool page: back to the dashboard, the page's name, its main action. */
export function CoachPageHeader({ title, action, onAction }: { title: string; action: ReactNode; onAction: () => void }) {
  return (
    <Box borderBottomWidth="1px" bg="bg.subtle">
      <Container maxW="6xl" py={{ base: '3', md: '5' }} px={{ base: '3', md: '6' }}>
        <Flex align="center" gap={{ base: '2', md: '4' }} wrap="wrap">
          <Button asChild variant="ghost" size="sm" ms="-2">
            <RouterLink to="/coach-dashboard">
              <LuArrowLeft /> Dashboard
            </RouterLink>
          </Button>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} flex="1" minW="max-content">
            {title}
          </Heading>
          <Button colorPalette="teal" size={{ base: 'sm', md: 'md' }} onClick={onAction}>
            {action}
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
