import { Alert, Anchor, Button, Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../../components/site/icons';
import { SITE_CONTACT } from '../../../components/site/site-contact';
import { HydrateLater } from '../../../lib/hydrate-later';
import { ContactForm } from '../components/contact-form';

function ContactDetails() {
  const c = SITE_CONTACT;
  return (
    <Card withBorder radius="lg" padding="xl" component="aside" aria-labelledby="contact-details">
      <Title order={2} size="h3" id="contact-details">
        Reach us directly
      </Title>
      <Stack gap="sm" mt="md" component="address" style={{ fontStyle: 'normal' }}>
        <Group gap="xs" wrap="nowrap">
          <MapPinIcon size={18} />
          <Text>
            {c.city}, {c.country}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <PhoneIcon size={18} />
          <Anchor href={c.phoneHref}>{c.phone}</Anchor>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <MailIcon size={18} />
          <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor>
        </Group>
      </Stack>
      <Text c="gray.7" mt="lg" size="sm">
        We answer every message within two working days.
      </Text>
    </Card>
  );
}

/** /contact-us-page and /contact: the Contact Us form (§5) and how else to reach the team. */
export function ContactPage() {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Container size="lg" py="xl">
      <title>Contact Us · AngelBridge</title>
      <Title order={1}>Contact Us</Title>
      <Text size="lg" c="gray.7" mt="xs" mb="xl">
        Questions, partnerships or a pitch you want us to see: send us a message.
      </Text>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {sent ? (
            <Alert color="teal" title="Message sent" role="status" variant="light">
              <Text>{sent}</Text>
              <Button mt="md" variant="light" color="teal.9" onClick={() => setSent(null)}>
                Send another message
              </Button>
            </Alert>
          ) : (
            <ContactForm onSent={setSent} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {/* links and text only: its turn comes after the form's (a phone types into the form first) */}
          <HydrateLater>
            <ContactDetails />
          </HydrateLater>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
