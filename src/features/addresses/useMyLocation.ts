import type { MessageDescriptor } from '@lingui/core';
import { useCallback, useState } from 'react';
import { toLocation } from './coordinates';
import { addressMessages } from './messages';
import type { MapLocation } from './types';

// GeolocationPositionError.PERMISSION_DENIED; the constant is missing on hand-made errors.
const PERMISSION_DENIED = 1;

/**
 * "Use my location": asks the browser once, hands the point to `onFound`, and says plainly why
 * when it cannot (refused, not found, or a browser without geolocation).
 */
export function useMyLocation(onFound: (location: MapLocation) => void) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setProblem(addressMessages.locationUnsupported);
      return;
    }
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onFound(toLocation({ lat: position.coords.latitude, lng: position.coords.longitude }));
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === PERMISSION_DENIED ? addressMessages.locationDenied : addressMessages.locationUnavailable);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }, [onFound]);

  return { locate, locating, problem };
}
