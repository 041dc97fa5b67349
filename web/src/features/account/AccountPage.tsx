import type { ReactNode } from 'react';
import { Accordion, Alert, Button, Center, Container, Heading, HStack, Icon, Spinner, Text } from '@chakra-ui/react';
import { LuCalendarSync, LuDatabase, LuShieldCheck, LuUser } from 'react-icons/lu';
import { CALENDAR_FEED_TEXT, ERR } from '@coach/contract';
import { useAuth } from '../auth/store.ts';
import { AccountHeader } from './AccountHeader.tsx';
import { CalendarFeedSection } from './CalendarFeedSection.tsx';
import { PersonalInfoSection } from './PersonalInfoSection.tsx';
import { SecuritySection } from './SecuritySection.tsx';
import { YourDataSection } from './YourDataSection.tsx';
import { useProfile } from './useProfile.ts';

function Section({ value, title, icon, children }: { value: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Accordion.Item value={value}>
      {/* The trigger sits inside a heading (WAI-ARIA accordion pattern), keeping the page outline h1 > h2. */}
      <Heading as="h2" size="md">
        <Accordion.ItemTrigger px="4" py="4" cursor="pointer">
          <HStack flex="1" gap="3">
            <Icon color="teal.fg" size="md">
              {icon}
            </Icon>
            <Text as="span" fontSize="lg" fontWeight="semibold">
              {title}
            </Text>
          </HStack>
          <Accordion.ItemIndicator />
        </Accordion.ItemTrigger>
      </Heading>
      <Accordion.ItemContent>
        <Accordion.ItemBody px="4" pb="6" pt="2">
          {children}
        </Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}

function PersonalInformation() {
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <Center py="10" role="status" aria-live="polite" gap="3">
        <Spinner color="teal.solid" />
        <Text color="fg.muted">Loading your profile...</Text>
      </Center>
    );
  }
  if (profile.isError) {
    return (
      <Alert.Root status="error" alignItems="center">
        <Alert.Indicator />
        <Alert.Title flex="1">{ERR.PROFILE_LOAD_FAILED}</Alert.Title>
        <Button size="sm" variant="outline" onClick={() => void profile.refetch()} loading={profile.isFetching}>
          Retry
        </Button>
      </Alert.Root>
    );
  }
  return <PersonalInfoSection key={profile.data.id} profile={profile.data} />;
}

/** Spec §2 Account management. Professional, coaching-preference and credential sections arrive with later issues. */
export default function AccountPage() {
  const user = useAuth((s) => s.user)!;
  return (
    <>
      <AccountHeader user={user} />
      <Container maxW="4xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
        <Accordion.Root multiple defaultValue={['personal']} variant="enclosed" bg="bg">
          <Section value="personal" title="Personal Information" icon={<LuUser />}>
            <PersonalInformation />
          </Section>
          <Section value="security" title="Security" icon={<LuShieldCheck />}>
            <SecuritySection />
          </Section>
          <Section value="calendar" title={CALENDAR_FEED_TEXT.TITLE} icon={<LuCalendarSync />}>
            <CalendarFeedSection />
          </Section>
          <Section value="data" title="Your data" icon={<LuDatabase />}>
            <YourDataSection />
          </Section>
        </Accordion.Root>
      </Container>
    </>
  );
}
