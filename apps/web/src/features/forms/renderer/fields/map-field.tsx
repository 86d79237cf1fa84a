import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isRecord, toLatinNumberText } from '@darvazeh/shared';
import { useAnswer, useFormScope } from '../form-store';
import { answerKey, type FieldProps } from './field-props';
import type { MapPoint } from './map-canvas';
import { LoadingPlaceholder } from '../../../../components/loading-placeholder';
import { formMessages as m } from '../../../../lib/messages';

const MapCanvas = lazy(() => import('./map-canvas'));
const HAS_TILES = Boolean(import.meta.env.VITE_MAP_TILE_URL);

type Coordinate = number | string;
interface MapAnswer {
  lat: Coordinate;
  lng: Coordinate;
}

/** Reads `{lat, lng}` or `[lat, lng]`; parts may still be half-typed text. */
function readAnswer(value: unknown): MapAnswer | null {
  const pair = Array.isArray(value) ? value : isRecord(value) ? [value.lat, value.lng] : null;
  if (!pair || pair.length !== 2) return null;
  const part = (v: unknown): Coordinate => (typeof v === 'number' || typeof v === 'string' ? v : '');
  return { lat: part(pair[0]), lng: part(pair[1]) };
}

const asNumber = (text: Coordinate): number =>
  typeof text === 'number' ? text : text.trim() === '' ? Number.NaN : Number(text);

/** A finite point on the globe, or null. */
function toPoint(answer: MapAnswer | null): MapPoint | null {
  if (!answer) return null;
  const lat = asNumber(answer.lat);
  const lng = asNumber(answer.lng);
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { lat, lng }
    : null;
}

/** A typed coordinate: a number once it reads as one, otherwise the text as typed. */
const toCoordinate = (text: string): Coordinate => {
  const latin = toLatinNumberText(text).trim();
  return latin !== '' && Number.isFinite(Number(latin)) ? Number(latin) : latin;
};

/**
 * A point `{ lat, lng }`: picked by a click on the (lazy) Leaflet map, or typed in two text boxes with
 * any digits. The map needs no tile server: without one it is blank but still picks points.
 */
export function MapField(props: FieldProps) {
  const { field } = props;
  const labelId = useId();
  const { readOnly } = useFormScope();
  const [value, setValue] = useAnswer(answerKey(props));
  const answer = readAnswer(value);
  // Text as typed (e.g. '35.' mid-number) until it changes from outside.
  const [typed, setTyped] = useState<{ lat: string; lng: string } | null>(null);
  const stored = { lat: answer ? String(answer.lat) : '', lng: answer ? String(answer.lng) : '' };
  const same = (text: string, saved: string) => String(toCoordinate(text)) === saved;
  const text = typed && same(typed.lat, stored.lat) && same(typed.lng, stored.lng) ? typed : stored;

  const type = (which: 'lat' | 'lng', input: string) => {
    const next = { ...text, [which]: toLatinNumberText(input) };
    setTyped(next);
    const empty = next.lat.trim() === '' && next.lng.trim() === '';
    setValue(empty ? null : { lat: toCoordinate(next.lat), lng: toCoordinate(next.lng) });
  };

  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}
      aria-labelledby={labelId}
    >
      <Typography component="legend" id={labelId} variant="body2" color="text.secondary">
        {field.fname}
        {field.required && ' *'}
      </Typography>
      <Suspense fallback={<LoadingPlaceholder label={m.loadingField(field.fname)} height={260} />}>
        <MapCanvas
          label={m.mapArea(field.fname)}
          point={toPoint(answer)}
          onPick={(point) => {
            setTyped(null);
            setValue(point);
          }}
          disabled={readOnly}
        />
      </Suspense>
      {!HAS_TILES && <FormHelperText>{m.mapNoTiles}</FormHelperText>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {(['lat', 'lng'] as const).map((which) => (
          <TextField
            key={which}
            size="small"
            label={which === 'lat' ? m.latitude(field.fname) : m.longitude(field.fname)}
            value={text[which]}
            onChange={(event) => type(which, event.target.value)}
            disabled={readOnly}
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
          />
        ))}
        {answer && !readOnly && (
          <Button
            size="small"
            onClick={() => {
              setTyped(null);
              setValue(null);
            }}
          >
            {m.clearPoint}
          </Button>
        )}
      </Box>
    </Box>
  );
}
