// Hand-built zip archives for the xlsx guard's tests: honest ones, and bombs whose headers lie.
import { constants, deflateRawSync } from 'node:zlib';

/** One part of an archive: `data` as stored (raw deflate when `method` is 8), `size` as declared. */
export type ZipPart = { name: string; data: Buffer; size: number; method?: number; flags?: number };

export const MiB = 1024 * 1024;

/** A part holding `content` deflated, its size declared truthfully. */
export function deflatedPart(name: string, content: string | Buffer): ZipPart {
  const bytes = Buffer.from(content);
  return { name, data: deflateRawSync(bytes), size: bytes.length, method: 8 };
}

/**
 * Raw deflate data that inflates to `mib` MiB of zeros, about 1 KiB per MiB. One MiB is deflated with a
 * full flush (a non-final block that refers to nothing before it), repeated, and closed by an empty
 * final block, so a 10 GiB bomb costs 10 MB to build and nothing to inflate here.
 */
export function zerosDeflated(mib: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(MiB), { finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array<Buffer>(mib).fill(block), Buffer.from([0x03, 0x00])]);
}

/** A bomb part: `mib` MiB of zeros, declaring `size` bytes (the truth by default, when it fits). */
export function zerosPart(name: string, mib: number, size = Math.min(mib * MiB, 0xfffffffe)): ZipPart {
  return { name, data: zerosDeflated(mib), size, method: 8 };
}

/** The [Content_Types].xml that makes file-type (and Excel) take an archive for a workbook. */
export const CONTENT_TYPES = deflatedPart(
  '[Content_Types].xml',
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
);

/** A zip archive of `parts`: local headers and data, the central directory, its end record. CRCs are 0. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.flags ?? 0, 6);
    local.writeUInt16LE(part.method ?? 0, 8);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.flags ?? 0, 8);
    central.writeUInt16LE(part.method ?? 0, 10);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Where the central directory of `zip` starts (read from its end record, which has no comment). */
export const directoryStart = (zip: Buffer) => zip.readUInt32LE(zip.length - 6);

/** Where the `index`th central directory entry of `zip` starts. */
export function directoryEntry(zip: Buffer, index: number): number {
  let at = directoryStart(zip);
  for (let i = 0; i < index; i++)
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  return at;
}

/** An upload file-type takes for a workbook whose sheet inflates to 1 GiB from 1 MB, declaring 1 KiB. */
export const xlsxBomb = () => zipOf([CONTENT_TYPES, zerosPart('xl/worksheets/sheet1.xml', 1024, 1024)]);
