import { Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuBot, LuHeartPulse, LuTrash2 } from 'react-icons/lu';
import { ACCOUNT_PURGE_DAYS, TRIAL_DAYS } from '@coach/contract';
import { BackHome, Bullets, Highlight, Section } from './LegalParts.tsx';

const PrivacyPolicy = () => (
  <Link asChild color="teal.fg" fontWeight="medium">
    <RouterLink to="/privacy">Privacy Policy</RouterLink>
  </Link>
);

/** The terms a client accepts at intake and a coach at registration (route /terms). */
export default function TermsPage() {
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <BackHome />

      <Stack gap="3" mb="8">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
          Terms of Service
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          The agreement between you and Coaching Platform when you use it, as a client or as a coach. Please read it before you create an
          account.
        </Text>
      </Stack>

      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" mb="10">
        <Highlight icon={LuHeartPulse}>Coaching is not medical or mental health care, nor help in an emergency.</Highlight>
        <Highlight icon={LuBot}>The AI coach can be wrong: weigh its suggestions as you would a friend&apos;s.</Highlight>
        <Highlight icon={LuTrash2}>You can leave at any time; your personal data is removed within {ACCOUNT_PURGE_DAYS} days.</Highlight>
      </SimpleGrid>

      <Stack gap="10">
        <Section id="terms-service" title="The service">
          <Text>
            Coaching Platform connects clients with human coaches and an AI coach: a chat room, goals and progress, sessions and notes. By
            creating an account you accept these terms and the <PrivacyPolicy />, which says what we keep about you and why.
          </Text>
        </Section>

        <Section id="terms-care" title="Coaching is not therapy">
          <Text>
            Coaching helps you set and reach goals. It is not a substitute for medical, psychological, legal or financial advice, and
            neither your coach nor the AI coach diagnoses or treats any condition. If you are in crisis or think you may harm yourself or
            someone else, call your local emergency number now.
          </Text>
        </Section>

        <Section id="terms-account" title="Your account">
          <Bullets
            items={[
              ['Who may sign up', 'you must be at least 18 years old, or have a parent or guardian who agrees to these terms for you.'],
              ['True details', 'give your real name and an email address you can read; we send verification codes and notices there.'],
              ['Keep it safe', 'your password is yours alone. Tell us at once if you think someone else has used your account.'],
            ]}
          />
        </Section>

        <Section id="terms-trial" title="Trial and subscription">
          <Text>
            New clients get a free trial of {TRIAL_DAYS} days. To keep coaching after it, choose a plan on the Subscription page; you can
            cancel at any time and keep access until the end of the period you paid for. Prices are shown before you pay. Coaches choose
            their plan during onboarding.
          </Text>
        </Section>

        <Section id="terms-conduct" title="Using the platform well">
          <Bullets
            items={[
              ['Respect', 'no harassment, threats, hate or sexual content directed at anyone, coach or client.'],
              ['Honesty', 'do not pretend to be someone else, and coaches describe their training and credentials truthfully.'],
              ['Fair use', 'do not send spam or bulk invitations, probe or overload the service, or try to reach other people’s data.'],
            ]}
          />
          <Text>We may suspend an account that breaks these rules, and tell you why.</Text>
        </Section>

        <Section id="terms-content" title="What you write">
          <Text>
            Your messages, goals and notes stay yours. You let us store and show them to the people in your coaching room so the service can
            work, and let the AI coach process them to reply to you. Coaches keep what they share with clients confidential and use it only
            for their coaching.
          </Text>
        </Section>

        <Section id="terms-ending" title="Ending">
          <Text>
            You can delete your account from the Account page at any time. You are signed out everywhere at once, and your personal data is
            removed within {ACCOUNT_PURGE_DAYS} days, as the <PrivacyPolicy /> describes.
          </Text>
        </Section>

        <Section id="terms-liability" title="Our responsibility">
          <Text>
            We work to keep the platform available and your data safe, but we provide it as it is and cannot promise it will never be
            interrupted. As far as the law allows, we are not liable for decisions you make based on coaching or on the AI coach&apos;s
            suggestions. Nothing in these terms limits rights the law gives you.
          </Text>
        </Section>

        <Section id="terms-changes" title="Changes and questions">
          <Text>
            When these terms change in a way that matters, we tell you by email before the change takes effect. Questions? Write to us with
            Contact Us on the <PrivacyPolicy /> page.
          </Text>
        </Section>
      </Stack>
    </Container>
  );
}
