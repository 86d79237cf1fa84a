import { describe, expect, it } from 'vitest';
import { fileUrl, imageUrl, responsiveImage, screenImageUrl } from './file-urls';

const ID = '0123456789abcdef0123456789abcdef';
const FILE = `/api/v1/download/${ID}`;

describe('file and image URLs', () => {
  it('names a stored file and one copy of an image', () => {
    expect(fileUrl(ID, 'temp-image')).toBe(`/api/v1/temp-image/${ID}`);
    expect(imageUrl(ID, 160)).toBe(`${FILE}?w=160`);
  });

  it('offers every responsive copy of a photo, with a middle one for browsers without srcset', () => {
    expect(responsiveImage(ID)).toEqual({
      src: `${FILE}?w=800`,
      srcSet: `${FILE}?w=480 480w, ${FILE}?w=800 800w, ${FILE}?w=1200 1200w, ${FILE}?w=1600 1600w`,
    });
  });

  it.each([
    [360, 1, 480],
    [412, 1.75, 800],
    [412, 2, 1200],
    [1280, 1, 1600],
    [1920, 2, 1600],
  ])('sends a %i px screen at density %d the %i copy for a full-screen background', (width, density, w) => {
    expect(screenImageUrl(ID, { width, density })).toBe(`${FILE}?w=${w}`);
  });
});
