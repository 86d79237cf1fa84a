import { createReadStream } from 'node:fs';
import { fileTypeFromFile } from 'file-type';
import { type UploadUse } from '@darvazeh/shared';
import { AppError } from '../../plugins/errors.js';
import { fileMessages } from '../../messages/index.js';

/** A file's type as its content shows it. */
export type DetectedType = { mime: string; ext: string };

const IMAGES = ['png', 'jpg', 'gif', 'webp'];
const TEXT: DetectedType = { mime: 'text/plain', ext: 'txt' };

/** Types each use accepts, by file-type's extension; `txt` means valid UTF-8 text without NUL. */
const ALLOWED: Readonly<Record<UploadUse, readonly string[]>> = {
  image: IMAGES,
  document: ['pdf', 'docx', 'xlsx', 'pptx', 'odt', 'zip', ...IMAGES, 'txt'],
  excel: ['xlsx'],
};

const IMAGE_NAME = /\.(png|jpe?g|jfif|gif|webp|bmp|svg|ico|tiff?|avif|heic)$/i;

/** True when the whole file decodes as UTF-8 and holds no NUL byte (read as a stream, never buffered). */
async function isPlainText(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path)) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) return false;
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

async function detect(path: string): Promise<DetectedType | null> {
  const found = await fileTypeFromFile(path);
  if (found) return { mime: found.mime, ext: found.ext };
  return (await isPlainText(path)) ? TEXT : null;
}

/**
 * Decides a stored upload's type from its bytes alone and refuses it (400, Persian) when `use` does not
 * accept that type. The client's name and Content-Type never choose the type; they can only make the
 * check stricter: a file presented as an image (by either) must really be one.
 */
export async function checkFileType(
  path: string,
  use: UploadUse,
  claimed: { name: string; mime: string },
): Promise<DetectedType> {
  const type = await detect(path);
  const isImage = type !== null && IMAGES.includes(type.ext);
  const claimsImage = claimed.mime.toLowerCase().startsWith('image/') || IMAGE_NAME.test(claimed.name);
  if ((claimsImage || use === 'image') && !isImage) {
    throw new AppError('bad_request', fileMessages.notImage);
  }
  if (!type || !ALLOWED[use].includes(type.ext)) {
    throw new AppError('bad_request', fileMessages.badType(fileMessages.allowed[use]));
  }
  return type;
}

const TEXT_NAMES = /\.(txt|csv|tsv|log|md)$/i;
const SAME_EXT: Readonly<Record<string, RegExp>> = { jpg: /\.(jpe?g|jfif)$/i };

/**
 * A file name safe to store and to offer back: no folders, no control or bidi-override characters, at most
 * 200 characters, ending in the extension of the content it holds (a PDF named `x.exe` becomes `x.exe.pdf`).
 */
export function safeFileName(raw: string, type: DetectedType): string {
  const base = raw
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/^.*[\\/]/, '')
    .trim()
    .slice(0, 200);
  const name = base === '' || base === '.' || base === '..' ? 'file' : base;
  const matches =
    type.ext === 'txt'
      ? TEXT_NAMES.test(name)
      : (SAME_EXT[type.ext] ?? new RegExp(`\\.${type.ext}$`, 'i')).test(name);
  return matches ? name : `${name}.${type.ext}`;
}
