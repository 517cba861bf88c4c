import { Stack, Text, Title } from '@mantine/core';
import classes from './home.module.css';

/** The reusable heading block: a title and a subtitle, centred, with a gold rule. */
export function SectionHeading({ id, title, subtitle }: { id?: string; title: string; subtitle?: string }) {
  return (
    <Stack gap={6} align="center" ta="center" mb="lg">
      <Title order={2} id={id} className={classes.sectionTitle}>
        {title}
      </Title>
      <span className={classes.rule} aria-hidden />
      {subtitle && (
        <Text c="gray.7" maw={640}>
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
