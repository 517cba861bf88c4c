import { useLingui } from '@lingui/react/macro';
import { Group, Radio, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { MAINTENANCE_TYPES } from './maintenanceTypes';

/** The kind of work, as cards with an icon each (the registry MAINTENANCE_TYPES). */
export function MaintenanceTypeField(props: GetInputPropsReturnType) {
  const { t, i18n } = useLingui();
  return (
    <Radio.Group label={t`Type of maintenance`} required {...props}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
        {MAINTENANCE_TYPES.map(({ value, label, description, icon: Icon }) => (
          <Radio.Card key={value} value={value} radius="md" p="sm">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={4} />
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                <Icon size={20} stroke={1.5} />
              </ThemeIcon>
              <Stack gap={2} style={{ flex: 1, minInlineSize: 0 }}>
                <Text fw={700} size="sm">
                  {i18n._(label)}
                </Text>
                <Text size="xs" c="dimmed">
                  {i18n._(description)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
