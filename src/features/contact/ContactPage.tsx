import { Trans } from '@lingui/react/macro';
import { Container, Grid, Text, Title } from '@mantine/core';
import { ContactForm } from './ContactForm';
import { StoreContactDetails } from './StoreContactDetails';

/** /Contact: a message to the store, with the store's own phone, e-mail, chat and location beside it. */
export function ContactPage() {
  return (
    <Container size="lg" py={{ base: 'lg', md: 48 }}>
      <Title order={1} mb="xs">
        <Trans>Contact us</Trans>
      </Title>
      <Text c="dimmed" mb="xl" maw="65ch">
        <Trans>A question about a piece, an order or a gold price? Write to us and we will get back to you.</Trans>
      </Text>
      <Grid gap={{ base: 'xl', md: 48 }}>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ContactForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <StoreContactDetails />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
