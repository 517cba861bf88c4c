import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconMapPin, IconPhone, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { chatLink, webUrl } from '../../shared/externalLinks';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { generalSettingsQuery } from '../settings';

/** As in the footer, a fixed maps link when the settings have no location. */
const FALLBACK_LOCATION_URL = 'https://maps.google.com/?q=Riyadh';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

function Way({ icon: WayIcon, label, children }: { icon: Icon; label: ReactNode; children: ReactNode }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <WayIcon size={22} stroke={1.6} aria-hidden style={{ flexShrink: 0, marginBlockStart: 2 }} />
      <div>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

/** The store's own phone, e-mail, chat and location from the general settings, beside the contact form. */
export function StoreContactDetails() {
  const { t } = useLingui();
  const headingId = useId();
  const settings = useQuery(generalSettingsQuery());
  const general = settings.data?.general;
  const chat = chatLink(general?.phone);

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Title order={2} size="h4" id={headingId} mb="md">
        <Trans>Reach us directly</Trans>
      </Title>
      {settings.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t`Loading the store's contact details`}>
          {[1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height={40} radius="sm" />
          ))}
        </Stack>
      ) : settings.isError ? (
        <LoadFailed title={t`The store's contact details could not be loaded`} onRetry={() => void settings.refetch()} />
      ) : (
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {general?.phone && (
            <Way icon={IconPhone} label={<Trans>Call us</Trans>}>
              <Anchor href={`tel:${general.phone.replace(/[^\d+]/g, '')}`} fw={600}>
                <bdi dir="ltr">{general.phone}</bdi>
              </Anchor>
            </Way>
          )}
          {general?.email && (
            <Way icon={IconMail} label={<Trans>Write to us</Trans>}>
              <Anchor href={`mailto:${general.email}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                <bdi>{general.email}</bdi>
              </Anchor>
            </Way>
          )}
          {chat && (
            <Way icon={IconBrandWhatsapp} label={<Trans>Chat with us</Trans>}>
              <Anchor href={chat} fw={600} {...newTab}>
                <Trans>Start a WhatsApp chat (opens in a new tab)</Trans>
              </Anchor>
            </Way>
          )}
          <Way icon={IconMapPin} label={<Trans>Our location</Trans>}>
            {general?.company && (
              <Text component="address" size="sm" fs="normal">
                {general.company}
              </Text>
            )}
            <Anchor href={webUrl(general?.location) ?? FALLBACK_LOCATION_URL} fw={600} {...newTab}>
              <Trans>Open in maps (opens in a new tab)</Trans>
            </Anchor>
          </Way>
        </Stack>
      )}
    </Paper>
  );
}
