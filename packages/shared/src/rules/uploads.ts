// Upload classes and their limits: plain values (no zod), so the web app's first page can read them
// without loading the schema library.

/** The upload classes (`POST file/upload/{use}`), each with its own size limit and allowed types. */
export const UPLOAD_USES = ['image', 'document', 'excel'] as const;
export type UploadUse = (typeof UPLOAD_USES)[number];

const MB = 1024 * 1024;

/** Largest accepted file per use, in bytes; the server cuts a longer stream off at this length. */
export const UPLOAD_LIMITS: Readonly<Record<UploadUse, number>> = {
  image: 5 * MB,
  document: 100 * MB,
  excel: 20 * MB,
};

/**
 * Default cap on the bytes of one user's live unattached uploads (uploads no record has taken yet; the
 * clean-up removes them a day later): five of the largest documents. Operators change it with
 * UPLOAD_QUOTA_MB.
 */
export const DEFAULT_UPLOAD_QUOTA = 500 * MB;

/**
 * The same for Admins (UPLOAD_QUOTA_ADMIN_MB): a refused Excel import leaves its sheet unattached for a
 * day and fixing one often takes many tries, while a stolen Admin session still stays bounded.
 */
export const DEFAULT_ADMIN_UPLOAD_QUOTA = 2048 * MB;

/** Default most uploads one user may start per UPLOAD_RATE_WINDOW_MS (UPLOAD_RATE_LIMIT). */
export const DEFAULT_UPLOAD_RATE_LIMIT = 100;

/** The window of the upload rate limit: ten minutes. */
export const UPLOAD_RATE_WINDOW_MS = 10 * 60 * 1000;

/** What the file picker offers per use (a hint only: the server decides by the content). */
export const UPLOAD_ACCEPT: Readonly<Record<UploadUse, string>> = {
  image: 'image/png,image/jpeg,image/gif,image/webp',
  document: '.pdf,.docx,.xlsx,.pptx,.odt,.zip,.png,.jpg,.jpeg,.gif,.webp,.txt,.csv',
  excel: '.xlsx',
};

/** The image types served inline; every other file is downloaded as an attachment. */
export const INLINE_IMAGE_MIMES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/**
 * The widths, in pixels, an image can be asked for (`download/{id}?w=…`): the server answers a smaller
 * WebP copy made once, so a phone is not sent the 5 MB photo an Admin uploaded. Logos, cards, the hero.
 */
export const IMAGE_WIDTHS = [160, 480, 800, 1200, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The widths a responsive image offers the browser (`srcset`); it picks by layout size and density. */
export const RESPONSIVE_WIDTHS: readonly ImageWidth[] = [480, 800, 1200, 1600];

/** A `srcset` offering the stored image at `url` (its `download/{id}`) at each of `widths`. */
export function imageSrcSet(url: string, widths: readonly ImageWidth[] = RESPONSIVE_WIDTHS): string {
  return widths.map((width) => `${url}?w=${width} ${width}w`).join(', ');
}

/** `sizes` of the home page's hero photo: it spans the page. The page's preload says the same. */
export const HERO_IMAGE_SIZES = '100vw';
