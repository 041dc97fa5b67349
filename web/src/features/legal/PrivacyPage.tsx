import { useState } from 'react';
import { Box, Button, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuDownload, LuMail, LuShieldCheck, LuTrash2 } from 'react-icons/lu';
import { ACCOUNT_PURGE_DAYS } from '@coach/contract';
import { lazyDialog } from '../../components/lazyDialog.tsx';
import { BackHome, Bullets, Highlight, Section } from './LegalParts.tsx';

// Loaded when first opened, like on the landing page (both are in the first chunk of public pages).
const ContactDialog = lazyDialog(() => import('../landing/ContactDialog.tsx').then((m) => m.ContactDialog));

/** What the platform keeps, why, who sees it and how long (docs/accounts-and-sign-in.md#deleting-an-account-and-exporting-data). */
export default function PrivacyPage() {
  const [contactOpen, setContactOpen] = useState(false);

  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <BackHome />

      <Stack gap="3" mb="8">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
          Privacy Policy
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Coaching is personal. This page explains what we keep about you, why we keep it, who can see it and how long we hold on to it.
        </Text>
      </Stack>

      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" mb="10">
        <Highlight icon={LuShieldCheck}>We never sell your data or use it for advertising.</Highlight>
        <Highlight icon={LuDownload}>Download a copy of your data at any time.</Highlight>
        <Highlight icon={LuTrash2}>Delete your account and your personal data is gone within {ACCOUNT_PURGE_DAYS} days.</Highlight>
      </SimpleGrid>

      <Stack gap="10">
        <Section id="privacy-data" title="What we keep">
          <Text>We keep only what the platform needs to work:</Text>
          <Bullets
            items={[
              [
                'Account',
                'your name, email address, role, whether your email is verified, and your password as a one-way hash that nobody can read back.',
              ],
              [
                'Profile',
                'your preferred name and pronouns, what brings you to coaching and your coaching preferences; for coaches, professional details, credentials and the files you upload.',
              ],
              ['Messages', 'the conversations in your coaching room with your human coach and the AI coach.'],
              ['Goals and progress', 'your goals, progress updates, streaks and badges.'],
              [
                'Sessions and notes',
                'the sessions you book, the notes your coach writes about them and, only if everyone agrees, recordings and transcripts of video sessions.',
              ],
              ['Contact messages', 'what you send us through the contact form.'],
            ]}
          />
        </Section>

        <Section id="privacy-why" title="Why we keep it">
          <Text>
            To run your coaching: connecting you with your coach, keeping your history so that every conversation picks up where the last
            one ended, and showing your progress. We also use your email address to send verification codes, password reset links and
            invitations, and to answer the messages you send us. Usage limits help keep accounts safe from abuse.
          </Text>
        </Section>

        <Section id="privacy-who" title="Who can see it">
          <Bullets
            items={[
              ['You', 'everything in your account.'],
              ['Your coach', 'the messages in your coaching room, your goals and progress, your sessions and their notes.'],
              [
                'The AI coach',
                'when it takes part in your room, your messages and goals are processed automatically so that it can reply and suggest next steps. It only uses them to coach you.',
              ],
              ['Our team', 'only when needed to keep the service running or to answer a request you made.'],
            ]}
          />
          <Text>Nobody else. We do not sell or rent your data, and we do not share it with advertisers.</Text>
        </Section>

        <Section id="privacy-retention" title="How long we keep it">
          <Text>
            We keep your data for as long as your account is open, so your coaching history stays available to you and your coach.
          </Text>
          <Text>
            When you delete your account, you are signed out everywhere straight away and your personal data is removed within{' '}
            {ACCOUNT_PURGE_DAYS} days of the deletion.
          </Text>
        </Section>

        <Section id="privacy-export" title="A copy of your data">
          <Text>
            You can download a copy of your data at any time from the{' '}
            <Link asChild color="teal.fg" fontWeight="medium">
              <RouterLink to="/account">Account page</RouterLink>
            </Link>
            , to keep or to take elsewhere.
          </Text>
        </Section>

        <Section id="privacy-contact" title="Contact">
          <Text>Questions about your privacy, or a request about your data? Write to us and we will get back to you.</Text>
          <Box>
            <Button colorPalette="teal" variant="outline" onClick={() => setContactOpen(true)}>
              <LuMail /> Contact Us
            </Button>
          </Box>
        </Section>
      </Stack>

      <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} />
    </Container>
  );
}
