import { useState, type ReactNode } from 'react';
import { Badge, Box, Card, Heading, HStack, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuCalendarCog, LuCalendarPlus, LuCreditCard, LuMail, LuUserPen, LuUserPlus } from 'react-icons/lu';
import { NoticeDialog } from '../../components/NoticeDialog.tsx';
import { COACH_BILLING_SOON } from '../subscription/texts.ts';
import { IconBadge } from '../../components/IconBadge.tsx';

interface Action {
  label: string;
  description: string;
  icon: ReactNode;
  /** A page to go to, or (without one) the create-session dialog. */
  to?: string;
}

/** The account page's professional section (docs/profiles-and-directory.md#professional-profile), opened by its hash. */
export const PROFILE_PATH = '/account#professional';

/** The quick actions, in their order; Billing is announced as coming soon (docs/coach-workspace.md#dashboard). */
export const ACTIONS: Action[] = [
  { label: 'Update Profile', description: 'Your professional details', icon: <LuUserPen />, to: PROFILE_PATH },
  { label: 'Invite Coachee', description: 'Send an invitation by email', icon: <LuUserPlus />, to: '/coach/invites?new=1' },
  { label: 'Add a Session', description: 'Schedule a session with a coachee', icon: <LuCalendarPlus /> },
  { label: 'Manage Invites', description: 'Resend or cancel invitations', icon: <LuMail />, to: '/coach/invites' },
  { label: 'Manage Sessions', description: 'Search, export and update sessions', icon: <LuCalendarCog />, to: '/coach/sessions' },
];

function ActionIcon({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <IconBadge
      as="span"
      size="10"
      rounded="l2"
      fontSize="lg"
      bg={muted ? 'bg.muted' : 'teal.subtle'}
      color={muted ? 'fg.muted' : 'teal.fg'}
    >
      {children}
    </IconBadge>
  );
}

const tile = {
  borderWidth: '1px',
  rounded: 'l3',
  p: '4',
  gap: '3',
  alignItems: 'flex-start',
  transition: 'background 0.15s, border-color 0.15s',
} as const;

export function QuickActions({ onAddSession }: { onAddSession: () => void }) {
  const [billingOpen, setBillingOpen] = useState(false);
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Quick Actions
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {ACTIONS.map((a) => (
            <LinkBox
              as={HStack}
              key={a.label}
              {...tile}
              _hover={{ bg: 'bg.subtle', borderColor: 'teal.muted' }}
              _focusWithin={{ outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '2px' }}
            >
              <ActionIcon>{a.icon}</ActionIcon>
              <Stack gap="0.5" minW="0">
                <LinkOverlay asChild fontWeight="semibold" textAlign="start" _focusVisible={{ outline: 'none' }}>
                  {a.to ? (
                    <RouterLink to={a.to}>{a.label}</RouterLink>
                  ) : (
                    <button type="button" onClick={onAddSession}>
                      {a.label}
                    </button>
                  )}
                </LinkOverlay>
                <Text fontSize="sm" color="fg.muted">
                  {a.description}
                </Text>
              </Stack>
            </LinkBox>
          ))}
          <Box
            asChild
            display="flex"
            textAlign="start"
            bg="bg.subtle"
            borderStyle="dashed"
            cursor="pointer"
            {...tile}
            _hover={{ borderColor: 'border.emphasized' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '2px' }}
          >
            <button type="button" onClick={() => setBillingOpen(true)}>
              <ActionIcon muted>
                <LuCreditCard />
              </ActionIcon>
              <Stack as="span" gap="0.5" minW="0">
                <HStack as="span" gap="2" wrap="wrap">
                  <Text as="span" fontWeight="semibold" color="fg.muted">
                    Billing and Payments
                  </Text>
                  <Badge size="sm">Coming soon</Badge>
                </HStack>
                <Text as="span" fontSize="sm" color="fg.muted">
                  Nothing is charged until then
                </Text>
              </Stack>
            </button>
          </Box>
        </SimpleGrid>
      </Card.Body>
      <NoticeDialog open={billingOpen} onClose={() => setBillingOpen(false)} title="Billing and Payments">
        {COACH_BILLING_SOON}
      </NoticeDialog>
    </Card.Root>
  );
}
