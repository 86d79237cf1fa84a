// The Leaflet map of a map field, in its own chunk. With no tile server configured the map is blank but
// still clickable: a click picks the point under the pointer.
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/** Tile URL template from the build setting VITE_MAP_TILE_URL, e.g. `https://tiles.example/{z}/{x}/{y}.png`. */
const TILE_URL: string = (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ?? '';
const TEHRAN: L.LatLngTuple = [35.6892, 51.389];

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface MapCanvasProps {
  label: string;
  point: MapPoint | null;
  onPick: (point: MapPoint) => void;
  disabled: boolean;
}

const round = (n: number): number => Math.round(n * 1e6) / 1e6;

export default function MapCanvas({ label, point, onPick, disabled }: MapCanvasProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const pick = useRef(onPick);
  const locked = useRef(disabled);
  useEffect(() => {
    pick.current = onPick;
    locked.current = disabled;
  });

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, {
      center: point ?? TEHRAN,
      zoom: point ? 13 : 5,
      attributionControl: false,
    });
    if (TILE_URL) L.tileLayer(TILE_URL, { maxZoom: 19 }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => {
      if (!locked.current) pick.current({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) });
    });
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is built once; the point is drawn by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (!point) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (marker.current) marker.current.setLatLng(point);
    else marker.current = L.circleMarker(point, { radius: 8 }).addTo(current);
  }, [point]);

  return (
    <Box
      ref={element}
      role="application"
      aria-label={label}
      dir="ltr"
      sx={{
        height: 260,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.100',
      }}
    />
  );
}
