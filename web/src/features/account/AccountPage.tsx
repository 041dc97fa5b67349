import { useEffect, useState, type ReactNode } from 'react';
import { Accordion, Container, Heading, HStack, Icon, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { LuBriefcase, LuCalendarSync, LuDatabase, LuGraduationCap, LuShieldCheck, LuSlidersHorizontal, LuUser } from 'react-icons/lu';
import { ACCOUNT_SECTIONS, CALENDAR_FEED_TEXT, PROFILE_ERR, type AccountSection, type TExtendedProfile } from '@coach/contract';
import { isCoach, useAuth } from '../auth/store.ts';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { CoachingPreferencesSection } from './CoachingPreferencesSection.tsx';
import { CredentialsSection } from './CredentialsSection.tsx';
import { ProfessionalInfoSection } from './ProfessionalInfoSection.tsx';
import { AccountHeader } from './AccountHeader.tsx';
import { CalendarFeedSection } from './CalendarFeedSection.tsx';
import { PersonalInfoSection } from './PersonalInfoSection.tsx';
import { SecuritySection } from './SecuritySection.tsx';
import { YourDataSection } from './YourDataSection.tsx';
import { SectionLoading } from './SectionLoading.tsx';
import { useExtendedProfile } from './useExtendedProfile.ts';

function Section({ value, title, icon, children }: { value: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Accordion.Item value={value} id={`account-${value}`} scrollMarginTop="16">
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

/** Shows a section's part of the extended profile once it has loaded, its spinner or its error before. */
function WithProfile({ children }: { children: (profile: TExtendedProfile) => ReactNode }) {
  const profile = useExtendedProfile();
  if (profile.isPending) {
    return <SectionLoading label="Loading your profile..." />;
  }
  if (profile.isError) {
    return (
      <RetryAlert onRetry={() => void profile.refetch()} retrying={profile.isFetching}>
        {PROFILE_ERR.LOAD_FAILED}
      </RetryAlert>
    );
  }
  return <>{children(profile.data)}</>;
}

const sectionFromHash = (hash: string): AccountSection | null => {
  const name = hash.replace(/^#/, '');
  return (ACCOUNT_SECTIONS as readonly string[]).includes(name) ? (name as AccountSection) : null;
};

/**
 * docs/profiles-and-directory.md#account-page: collapsible sections, several open at once, Personal open first;
 * an address such as /account#professional (Coach Tools -> Update Profile) opens that one too.
 */
export default function AccountPage() {
  const user = useAuth((s) => s.user)!;
  const coach = isCoach(user);
  const { hash } = useLocation();
  const [open, setOpen] = useState<string[]>(() => ['personal', ...[sectionFromHash(hash) ?? []].flat()]);

  useEffect(() => {
    const section = sectionFromHash(hash);
    if (!section) return;
    setOpen((o) => (o.includes(section) ? o : [...o, section]));
    // After the section has opened (and its content rendered), bring it into view.
    const t = setTimeout(() => document.getElementById(`account-${section}`)?.scrollIntoView({ block: 'start' }), 50);
    return () => clearTimeout(t);
  }, [hash]);

  return (
    <>
      <AccountHeader user={user} />
      <Container maxW="4xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
        <Accordion.Root multiple value={open} onValueChange={(d) => setOpen(d.value)} variant="enclosed" bg="bg">
          <Section value="personal" title="Personal Information" icon={<LuUser />}>
            <WithProfile>{(p) => <PersonalInfoSection key={p.id} profile={p} />}</WithProfile>
          </Section>
          {coach && (
            <Section value="professional" title="Professional Information" icon={<LuBriefcase />}>
              <WithProfile>{(p) => <ProfessionalInfoSection key={p.id} profile={p} />}</WithProfile>
            </Section>
          )}
          {!coach && (
            <Section value="preferences" title="Coaching Preferences" icon={<LuSlidersHorizontal />}>
              <CoachingPreferencesSection />
            </Section>
          )}
          {coach && (
            <Section value="credentials" title="Credentials & Training" icon={<LuGraduationCap />}>
              <WithProfile>{(p) => <CredentialsSection profile={p} />}</WithProfile>
            </Section>
          )}
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
