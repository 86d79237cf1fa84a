import { describe, expect, it } from 'vitest';
import { fitsMenuMode, MENU_MODE_STORAGE_KEY, readStoredMenuMode, setMenuMode } from './menu-mode';

describe('menu mode', () => {
  it('keeps routes for neither side in every mode and splits the sided ones', () => {
    const applicantOnly = { applicant: true };
    const providerOnly = { provider: true };
    const both = { applicant: true, provider: true };
    expect(fitsMenuMode({}, 'applicant')).toBe(true);
    expect(fitsMenuMode({}, 'provider')).toBe(true);
    expect(fitsMenuMode(applicantOnly, 'applicant')).toBe(true);
    expect(fitsMenuMode(applicantOnly, 'provider')).toBe(false);
    expect(fitsMenuMode(providerOnly, 'applicant')).toBe(false);
    expect(fitsMenuMode(providerOnly, 'provider')).toBe(true);
    expect(fitsMenuMode(both, 'applicant')).toBe(true);
    expect(fitsMenuMode(both, 'provider')).toBe(true);
    for (const flags of [{}, applicantOnly, providerOnly, both])
      expect(fitsMenuMode(flags, 'all')).toBe(true);
  });

  it('remembers a chosen mode and ignores a tampered one', () => {
    setMenuMode('provider');
    expect(readStoredMenuMode()).toBe('provider');
    window.localStorage.setItem(MENU_MODE_STORAGE_KEY, 'admin');
    expect(readStoredMenuMode()).toBeNull();
  });
});
