import type { MapLocation } from './types';

/** Six decimals are about 10 cm: more is noise from the pointer or the GPS. */
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

export const toLocation = ({ lat, lng }: { lat: number; lng: number }): MapLocation => ({ lat: round(lat), lng: round(lng) });

/** "24.71360, 46.67530": latitude first, five decimals (about a metre), Latin digits. */
export const formatCoordinates = ({ lat, lng }: MapLocation) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
