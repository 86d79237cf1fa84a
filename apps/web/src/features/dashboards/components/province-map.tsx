// A map card: Iran's provinces as a tile grid (shared IRAN_PROVINCES: one equal square each, at its
// approximate place), each coloured by its value on a sequential scale from the theme's colour, with its
// name and value. Plain SVG: west is on the left as on any map, the words read right to left within each
// square. A province the answer has no value for is drawn pale with no number. The numbers are in the
// table after it, as for the other charts.
import { formatThousands, IRAN_GRID, IRAN_PROVINCES, provinceOf } from '@darvazeh/shared';
import { scaleColor, textOn } from '../../../lib/chart-colors';
import { FONT_FAMILY, palette } from '../../../lib/palette';

const TILE = 100;
const GAP = 4;

/**
 * Each province's value by its full name: the sum of the values of the rows that name it, however they
 * write it («استان تهران» and «تهران» are one province, so their counts add up).
 */
export function provinceValues(
  categories: readonly string[],
  values: readonly number[],
): Map<string, number> {
  const found = new Map<string, number>();
  categories.forEach((category, i) => {
    const province = provinceOf(category);
    const value = values[i];
    if (province && value !== undefined) found.set(province.name, (found.get(province.name) ?? 0) + value);
  });
  return found;
}

export interface ProvinceMapProps {
  categories: string[];
  values: number[];
  /** What the map shows, for screen readers (the table after it has the numbers). */
  label: string;
  height: number;
}

export function ProvinceMap({ categories, values, label, height }: ProvinceMapProps) {
  const byName = provinceValues(categories, values);
  const known = [...byName.values()];
  const [least, most] = [Math.min(...known), Math.max(...known)];
  const at = (value: number) => (most === least ? 1 : (value - least) / (most - least));
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${IRAN_GRID.cols * TILE} ${IRAN_GRID.rows * TILE}`}
      preserveAspectRatio="xMidYMid meet"
      // As wide as the card and as tall as its shape needs, up to the card's height: a phone's narrow
      // card gets a shorter map, not a tall box with the map lost in its middle.
      style={{ display: 'block', width: '100%', height: 'auto', maxHeight: height, fontFamily: FONT_FAMILY }}
    >
      {IRAN_PROVINCES.map((province) => {
        const value = byName.get(province.name);
        const fill = value === undefined ? palette.background.default : scaleColor(at(value));
        const ink = value === undefined ? palette.text.secondary : textOn(fill);
        const x = province.col * TILE;
        const y = province.row * TILE;
        return (
          <g key={province.name} data-province={province.name}>
            <title>
              {value === undefined ? province.name : `${province.name}: ${formatThousands(value)}`}
            </title>
            <rect
              x={x + GAP / 2}
              y={y + GAP / 2}
              width={TILE - GAP}
              height={TILE - GAP}
              rx={8}
              fill={fill}
              stroke={palette.divider}
            />
            <text
              x={x + TILE / 2}
              y={y + TILE * 0.4}
              textAnchor="middle"
              fontSize={15}
              fill={ink}
              direction="rtl"
            >
              {province.tile}
            </text>
            {value !== undefined && (
              <text
                x={x + TILE / 2}
                y={y + TILE * 0.68}
                textAnchor="middle"
                fontSize={20}
                fontWeight={700}
                fill={ink}
              >
                {formatThousands(value)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
