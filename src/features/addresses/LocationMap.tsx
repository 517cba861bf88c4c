import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { toLocation } from './coordinates';
import classes from './LocationMap.module.css';
import type { MapLocation } from './types';
import { runtimeConfig } from '../../shared/runtimeConfig';

// The tile server is the store's run-time configuration (MAP_TILE_URL). Without one (tests,
// offline machines, the default) the map draws a local grid and never asks another host for anything.

const START_ZOOM = 13;
/** How far one arrow key press moves the pin, in screen pixels (five times that with Shift). */
const KEY_STEP = 10;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** A grid drawn in the browser: something to see and click where there are no tiles. */
class Graticule extends L.GridLayer {
  createTile(): HTMLElement {
    const tile = document.createElement('div');
    tile.className = classes.gridTile ?? '';
    return tile;
  }
}

// An inline pin: Leaflet's default icon is a PNG it looks for beside its CSS, which a bundle moves.
const PIN_SVG =
  '<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true" focusable="false">' +
  '<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1z" fill="currentColor" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="16" cy="16" r="5.5" fill="#fff"/></svg>';
const pinIcon = () => L.divIcon({ html: PIN_SVG, className: classes.pin, iconSize: [32, 44], iconAnchor: [16, 43] });

interface LocationMapProps {
  value: MapLocation;
  onChange: (location: MapLocation) => void;
  dir: 'rtl' | 'ltr';
  mapLabel: string;
  pinLabel: string;
}

/** The Leaflet map with one pin: drag it, click the map, or focus it and use the arrow keys. */
export default function LocationMap({ value, onChange, dir, mapLabel, pinLabel }: LocationMapProps) {
  const { t } = useLingui();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const onChangeRef = useRef(onChange);
  const startRef = useRef({ value, dir, zoomIn: t`Zoom in`, zoomOut: t`Zoom out` });

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // The map is made once; the pin then follows `value`.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const start = startRef.current;
    const centre = L.latLng(start.value.lat, start.value.lng);
    const map = L.map(container, { center: centre, zoom: START_ZOOM, zoomControl: false, attributionControl: false });
    // Controls on the side where the reading starts.
    const start_ = start.dir === 'rtl' ? 'right' : 'left';
    const end = start.dir === 'rtl' ? 'left' : 'right';
    L.control.zoom({ position: `top${start_}`, zoomInTitle: start.zoomIn, zoomOutTitle: start.zoomOut }).addTo(map);
    const { mapTileUrl, mapTileAttribution } = runtimeConfig();
    if (mapTileUrl) {
      L.control.attribution({ position: `bottom${end}` }).addTo(map);
      L.tileLayer(mapTileUrl, { attribution: mapTileAttribution ?? '', maxZoom: 19 }).addTo(map);
    } else {
      new Graticule({ tileSize: 64 }).addTo(map);
    }

    const marker = L.marker(centre, { draggable: true, keyboard: true, icon: pinIcon(), riseOnHover: true }).addTo(map);
    const report = (latlng: L.LatLng) => onChangeRef.current(toLocation(latlng));
    marker.on('dragend', () => report(marker.getLatLng()));
    map.on('click', (event: L.LeafletMouseEvent) => report(event.latlng));

    const pin = marker.getElement();
    if (pin) {
      L.DomEvent.on(pin, 'keydown', (event) => {
        const keyboard = event as KeyboardEvent;
        const arrow = ARROWS[keyboard.key];
        if (!arrow) return;
        // Otherwise the map's own keyboard handler pans the map as well.
        L.DomEvent.stop(keyboard);
        const step = keyboard.shiftKey ? KEY_STEP * 5 : KEY_STEP;
        const moved = map.project(marker.getLatLng()).add(L.point(arrow[0] * step, arrow[1] * step));
        report(map.unproject(moved));
      });
    }

    // The form may appear inside something that was collapsed: measure again when the box changes.
    const resized = new ResizeObserver(() => map.invalidateSize());
    resized.observe(container);

    mapRef.current = map;
    markerRef.current = marker;
    return () => {
      resized.disconnect();
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    const marker = markerRef.current;
    if (!map || !marker) return;
    const latlng = L.latLng(value.lat, value.lng);
    if (!marker.getLatLng().equals(latlng)) marker.setLatLng(latlng);
    if (!map.getBounds().pad(-0.1).contains(latlng)) map.panTo(latlng);
  }, [value.lat, value.lng]);

  useEffect(() => {
    markerRef.current?.getElement()?.setAttribute('aria-label', pinLabel);
  }, [pinLabel]);

  return <div ref={containerRef} className={classes.map} dir={dir} role="region" aria-label={mapLabel} />;
}
