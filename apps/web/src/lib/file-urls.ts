import { filesApi, imageSrcSet, RESPONSIVE_WIDTHS, type ImageWidth } from '@darvazeh/shared';
import { urlFor } from './api-client';

/**
 * How a file is fetched (SPEC §7): `download` for a file attached to a saved record, `temp-image` and
 * `temp-file` for an upload whose record is not saved yet (only its uploader and Admins may read those).
 */
export type FileUrlKind = 'download' | 'temp-image' | 'temp-file';

const endpoints = {
  download: filesApi.download,
  'temp-image': filesApi.tempImage,
  'temp-file': filesApi.tempFile,
} as const;

/** The same-origin URL of a stored file, e.g. `/api/v1/download/{id}`. */
export function fileUrl(id: string, kind: FileUrlKind = 'download'): string {
  return urlFor(endpoints[kind], { params: { id } });
}

/** A stored image at most `width` pixels wide (the server's smaller WebP copy; a GIF as it is). */
export function imageUrl(id: string, width: ImageWidth): string {
  return urlFor(filesApi.download, { params: { id }, query: { w: width } });
}

/** `src` and `srcSet` of a stored image, so the browser downloads only the size it draws. */
export function responsiveImage(id: string): { src: string; srcSet: string } {
  return { src: imageUrl(id, 800), srcSet: imageSrcSet(fileUrl(id)) };
}

/**
 * A stored photo drawn across the whole screen as a CSS background (which has no srcset): the smallest
 * offered copy that covers the screen's width in device pixels.
 */
export function screenImageUrl(id: string, screen: { width: number; density: number } = currentScreen()) {
  const needed = screen.width * screen.density;
  return imageUrl(id, RESPONSIVE_WIDTHS.find((width) => width >= needed) ?? 1600);
}

function currentScreen(): { width: number; density: number } {
  return { width: window.innerWidth, density: window.devicePixelRatio || 1 };
}
