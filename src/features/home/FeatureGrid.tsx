import { useLingui } from '@lingui/react/macro';
import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDiamond } from '@tabler/icons-react';
import { emptyStates } from '../../shared/messages';
import type { HomeFeature } from './queries';
import classes from './home.module.css';
import { SectionHeading } from './SectionHeading';

/** The feature grid (quality, safe payment, fast delivery…): image or icon, title, description. */
export function FeatureGrid({ features }: { features: HomeFeature[] }) {
  const { t, i18n } = useLingui();
  return (
    <div className={classes.featureBand}>
      <Container size="xl" py="xl" component="section" aria-labelledby="home-features">
        <SectionHeading id="home-features" title={t`Why shop with us`} subtitle={t`What every order comes with`} />
        {features.length === 0 ? (
          <Text ta="center" c="gray.7" py="lg">
            {i18n._(emptyStates.features)}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {features.map((feature) => (
              <Stack key={feature.id} align="center" ta="center" gap="xs" className={classes.feature}>
                {feature.image ? (
                  <img src={feature.image.url} width={64} height={64} alt="" loading="lazy" decoding="async" />
                ) : (
                  <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
                    <IconDiamond size={32} />
                  </ThemeIcon>
                )}
                <Title order={3} fz="lg" c="brown.8">
                  {feature.title}
                </Title>
                <Text fz="sm" c="dark.6">
                  {feature.description}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Container>
    </div>
  );
}
