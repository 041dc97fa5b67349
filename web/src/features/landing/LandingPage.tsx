import { useState } from 'react';
import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { LuMail } from 'react-icons/lu';
import { TopNav } from '../../components/TopNav.tsx';
import { Footer } from '../../components/Layout.tsx';
import { Hero } from './Hero.tsx';
import { Features } from './Features.tsx';
import { ComingSoon } from './ComingSoon.tsx';
import { lazyDialog } from '../../components/lazyDialog.tsx';

// Loaded when first opened, so their code is not part of the landing page's first load.
const PricingDialog = lazyDialog(() => import('./PricingDialog.tsx').then((m) => m.PricingDialog));
const ContactDialog = lazyDialog(() => import('./ContactDialog.tsx').then((m) => m.ContactDialog));

/** The public front page (docs/web-app.md#route-table); it draws its own frame so the header can carry Pricing. */
export default function LandingPage() {
  const [pricingOpen, setPricingOpen] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);

  return (
    <Flex direction="column" minH="100vh">
      <TopNav
        actions={
          <Button variant="ghost" size="sm" onClick={() => setPricingOpen(true)}>
            Pricing
          </Button>
        }
      />
      <Box as="main" id="main" flex="1">
        <Hero />
        <Features />
        <ComingSoon />
        <ContactBand onContact={() => setContactOpen(true)} />
      </Box>
      <Footer />
      <PricingDialog open={pricingOpen} onClose={() => setPricingOpen(false)} />
      <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} />
    </Flex>
  );
}

function ContactBand({ onContact }: { onContact: () => void }) {
  return (
    <Box as="section" aria-labelledby="contact-title" py={{ base: '14', md: '20' }}>
      <Container maxW="4xl">
        <Stack
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'stretch', md: 'center' }}
          justify="space-between"
          gap="6"
          p={{ base: '6', md: '10' }}
          rounded="2xl"
          colorPalette="teal"
          bg="colorPalette.subtle"
          borderWidth="1px"
          borderColor="colorPalette.muted"
        >
          <Stack gap="2">
            <Heading as="h2" id="contact-title" size={{ base: 'xl', md: '2xl' }}>
              Questions? We would love to hear from you.
            </Heading>
            <Text color="fg.muted">Coaches, clients and partners: send us a message and we will get back to you soon.</Text>
          </Stack>
          <Button size="lg" colorPalette="teal" onClick={onContact} flexShrink={0}>
            <LuMail /> Contact Us
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
