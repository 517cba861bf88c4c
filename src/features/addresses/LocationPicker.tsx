import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Input, Skeleton, Stack, Text } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useLanguage } from '../../shared/language';
import { formatCoordinates } from './coordinates';
import type { MapLocation } from './types';
import { useMyLocation } from './useMyLocation';

// Leaflet and its CSS come only with the form that shows the map, never with the first page.
const LocationMap = lazy(() => import('./LocationMap'));

interface LocationPickerProps {
  value: MapLocation;
  onChange: (location: MapLocation) => void;
  /** A message about the location (the server's), shown below the map. */
  error?: ReactNode;
}

/** Where the parcel goes on the map: the pin, its coordinates and "use my location". */
export function LocationPicker({ value, onChange, error }: LocationPickerProps) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const labelId = useId();
  const hintId = useId();
  const { locate, locating, problem } = useMyLocation(onChange);
  const mapLoading = <Skeleton h={{ base: 260, sm: 320 }} radius="md" aria-label={t`Loading the map`} role="status" />;

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Group justify="space-between" gap="xs">
        <Input.Label id={labelId} labelElement="div">
          <Trans>Location on the map</Trans>
        </Input.Label>
        <Button variant="light" size="xs" onClick={locate} loading={locating} leftSection={<IconCurrentLocation size={16} aria-hidden />}>
          <Trans>Use my location</Trans>
        </Button>
      </Group>
      <Input.Description id={hintId}>
        <Trans>Click the map or drag the pin to the door. With the keyboard, focus the pin and move it with the arrow keys.</Trans>
      </Input.Description>
      {/* Leaflet needs a window: on the server (a signed-in page rendered there) the map's place waits. */}
      <ClientOnly fallback={mapLoading}>
        <Suspense fallback={mapLoading}>
          <LocationMap
            value={value}
            onChange={onChange}
            dir={language === 'ar' ? 'rtl' : 'ltr'}
            mapLabel={t`Map`}
            pinLabel={t`Pin: use the arrow keys to move it`}
          />
        </Suspense>
      </ClientOnly>
      <Text size="sm" aria-live="polite">
        <Trans>Coordinates:</Trans> <bdi dir="ltr">{formatCoordinates(value)}</bdi>
      </Text>
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {i18n._(problem)}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red.8">
          {error}
        </Text>
      )}
    </Stack>
  );
}
