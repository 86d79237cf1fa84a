import { describe, expect, it } from 'vitest';
import { IRAN_GRID, IRAN_PROVINCES, provinceOf } from './iran-provinces.js';

describe('the provinces’ tile grid', () => {
  it('has 31 provinces, each in its own square of the grid, each named once', () => {
    expect(IRAN_PROVINCES).toHaveLength(31);
    expect(new Set(IRAN_PROVINCES.map((p) => `${p.row},${p.col}`)).size).toBe(31);
    expect(new Set(IRAN_PROVINCES.map((p) => p.name)).size).toBe(31);
    for (const p of IRAN_PROVINCES) {
      expect(p.row).toBeLessThan(IRAN_GRID.rows);
      expect(p.col).toBeLessThan(IRAN_GRID.cols);
    }
  });

  it('keeps neighbours roughly where they are: Tehran east of Alborz, Hormozgan south of Kerman', () => {
    const at = (name: string) => provinceOf(name)!;
    expect(at('تهران').col).toBeGreaterThan(at('البرز').col);
    expect(at('هرمزگان').row).toBeGreaterThan(at('کرمان').row);
    expect(at('آذربایجان غربی').col).toBeLessThan(at('خراسان رضوی').col);
  });

  it('matches a name with Arabic letters, spacing variants or «استان» before it', () => {
    expect(provinceOf('كرمان')?.name).toBe('کرمان');
    expect(provinceOf('آذربايجان غربي')?.name).toBe('آذربایجان غربی');
    expect(provinceOf('چهار محال و بختیاری')?.name).toBe('چهارمحال و بختیاری');
    expect(provinceOf('کهگیلویه\u200cو بویراحمد')?.name).toBe('کهگیلویه و بویراحمد');
    expect(provinceOf('استان  تهران ')?.name).toBe('تهران');
    expect(provinceOf('پاریس')).toBeUndefined();
  });
});
