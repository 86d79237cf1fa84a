// Iran's 31 provinces for a dashboard's map card (issue 28), drawn as a tile grid: each province one
// equal square at its approximate place — `row` from the north (0), `col` from the west (0) — as data
// journalism's tile maps do. The positions are our own, chosen so each province keeps its neighbours
// roughly where they are on the map; no outline data is needed. `tile` is the short name a square has room
// for; `name` the full one. A query's answer is matched to a province by its Persian name (provinceOf).

export interface Province {
  name: string;
  tile: string;
  row: number;
  col: number;
}

export const IRAN_PROVINCES: readonly Province[] = [
  { name: 'آذربایجان غربی', tile: 'آذ. غربی', row: 0, col: 1 },
  { name: 'آذربایجان شرقی', tile: 'آذ. شرقی', row: 0, col: 2 },
  { name: 'اردبیل', tile: 'اردبیل', row: 0, col: 3 },
  { name: 'کردستان', tile: 'کردستان', row: 1, col: 1 },
  { name: 'زنجان', tile: 'زنجان', row: 1, col: 2 },
  { name: 'گیلان', tile: 'گیلان', row: 1, col: 3 },
  { name: 'مازندران', tile: 'مازندران', row: 1, col: 4 },
  { name: 'گلستان', tile: 'گلستان', row: 1, col: 5 },
  { name: 'خراسان شمالی', tile: 'خ. شمالی', row: 1, col: 6 },
  { name: 'کرمانشاه', tile: 'کرمانشاه', row: 2, col: 0 },
  { name: 'همدان', tile: 'همدان', row: 2, col: 1 },
  { name: 'قزوین', tile: 'قزوین', row: 2, col: 2 },
  { name: 'البرز', tile: 'البرز', row: 2, col: 3 },
  { name: 'تهران', tile: 'تهران', row: 2, col: 4 },
  { name: 'سمنان', tile: 'سمنان', row: 2, col: 5 },
  { name: 'خراسان رضوی', tile: 'خ. رضوی', row: 2, col: 6 },
  { name: 'ایلام', tile: 'ایلام', row: 3, col: 0 },
  { name: 'لرستان', tile: 'لرستان', row: 3, col: 1 },
  { name: 'مرکزی', tile: 'مرکزی', row: 3, col: 2 },
  { name: 'قم', tile: 'قم', row: 3, col: 3 },
  { name: 'اصفهان', tile: 'اصفهان', row: 3, col: 4 },
  { name: 'یزد', tile: 'یزد', row: 3, col: 5 },
  { name: 'خراسان جنوبی', tile: 'خ. جنوبی', row: 3, col: 6 },
  { name: 'خوزستان', tile: 'خوزستان', row: 4, col: 1 },
  { name: 'چهارمحال و بختیاری', tile: 'چهارمحال', row: 4, col: 2 },
  { name: 'کهگیلویه و بویراحمد', tile: 'کهگیلویه', row: 4, col: 3 },
  { name: 'فارس', tile: 'فارس', row: 4, col: 4 },
  { name: 'کرمان', tile: 'کرمان', row: 4, col: 5 },
  { name: 'سیستان و بلوچستان', tile: 'سیستان', row: 4, col: 6 },
  { name: 'بوشهر', tile: 'بوشهر', row: 5, col: 3 },
  { name: 'هرمزگان', tile: 'هرمزگان', row: 5, col: 5 },
];

/** The grid's size in tiles. */
export const IRAN_GRID = {
  rows: Math.max(...IRAN_PROVINCES.map((p) => p.row)) + 1,
  cols: Math.max(...IRAN_PROVINCES.map((p) => p.col)) + 1,
};

/**
 * A province's name as compared: Arabic ي and ى as Persian ی, Arabic ك as ک, ة as ه, no «استان» before it,
 * and no spaces, zero-width non-joiners or tatweel anywhere («چهار محال و بختیاری» is «چهارمحال و بختیاری»).
 */
export function provinceKey(name: string): string {
  return name
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/ة/g, 'ه')
    .replace(/^\s*استان\s*/, '')
    .replace(/[\s\u200c\u200d\u0640]/g, '');
}

const byKey = new Map(IRAN_PROVINCES.map((p) => [provinceKey(p.name), p]));

/** The province `name` names (tolerating spelling variants, provinceKey), or undefined. */
export function provinceOf(name: string): Province | undefined {
  return byKey.get(provinceKey(name));
}
