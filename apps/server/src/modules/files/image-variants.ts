import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageWidth } from '@darvazeh/shared';

/** Image types a smaller copy is made of; a GIF (perhaps animated) is always sent as it is. */
export const RESIZABLE_MIMES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
/** The type of every copy. */
export const VARIANT_MIME = 'image/webp';
// An upload is at most 5 MB, but a small PNG can still claim a huge canvas: refuse to decode one past
// 40 megapixels (a 7,300 × 5,500 photo) rather than let it fill the memory.
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 75;

// libvips keeps decoded images in its own cache; each copy is made once, so nothing is worth keeping.
sharp.cache(false);

const making = new Map<string, Promise<string>>();

/**
 * The smaller WebP copy of the image at `original`, `width` pixels wide, at `target` (FileStorage's
 * variantPathOf): made on the first request and kept, so every process serving the same data directory
 * shares it. The original's orientation (EXIF) is applied and an image is never enlarged. Two requests
 * for the same copy share one conversion; the file appears whole or not at all (written aside, then
 * renamed). Throws when the original cannot be decoded.
 */
export async function imageVariant(original: string, target: string, width: ImageWidth): Promise<string> {
  if (await isFile(target)) return target;
  let pending = making.get(target);
  if (!pending) {
    pending = makeVariant(original, target, width).finally(() => making.delete(target));
    making.set(target, pending);
  }
  return pending;
}

async function makeVariant(original: string, target: string, width: ImageWidth): Promise<string> {
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.${Date.now()}.part`;
  try {
    await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toFile(partial);
    await rename(partial, target);
    return target;
  } finally {
    await rm(partial, { force: true });
  }
}

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}
