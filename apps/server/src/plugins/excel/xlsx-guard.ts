// An .xlsx is a zip archive, and exceljs (through JSZip) inflates every part of it into memory: a small
// upload whose parts expand to gigabytes would exhaust the server. This guard walks the central directory
// itself and inflates every part once, counting the output and throwing it away chunk by chunk, so it
// never trusts a declared size and never holds more than one chunk of a part.
import { createInflateRaw } from 'node:zlib';
import { AppError } from '../errors.js';
import { excelMessages } from '../../messages/index.js';

/**
 * What one uploaded workbook may hold. A 20,000-row sheet (IMPORT_MAX_ROWS) of 20 text columns written by
 * exceljs is 4.5 MB in 16 parts and inflates to 34 MB; ordinary workbooks compress 5-17 times. 200 MiB
 * admits that sheet six times over and is ten times the 20 MB upload limit, while bounding what exceljs
 * may be asked to parse. Each part may inflate to what the parts before it left of the total.
 */
export const XLSX_LIMITS = {
  /** Parts in the archive: a workbook has a few dozen, even with many sheets and pictures. */
  entries: 10_000,
  /** Inflated bytes of all parts together. */
  inflatedBytes: 200 * 1024 * 1024,
};

/** A refused archive: the Admin reads one Persian message; `reason` is for the log and the tests. */
export class XlsxRefused extends AppError {
  constructor(
    readonly reason: string,
    /** Bytes inflated before the guard stopped: never much past the limit, whatever the archive holds. */
    readonly inflated = 0,
  ) {
    super('bad_request', excelMessages.importUnsafeXlsx);
  }
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** General-purpose flag bits 0 (encrypted) and 6 (strong encryption). */
const ENCRYPTED = 0x0041;
/** 16-bit counts and 32-bit sizes at their maximum mean "see the ZIP64 record", which we refuse. */
const ZIP64_COUNT = 0xffff;
const ZIP64_SIZE = 0xffffffff;

type Entry = { name: string; flags: number; method: number; packed: number; size: number; offset: number };

/** The end-of-central-directory record: the last one whose comment ends exactly at the end of the file. */
function endOfDirectory(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--)
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY && at + 22 + zip.readUInt16LE(at + 20) === zip.length)
      return at;
  throw new XlsxRefused('no end-of-central-directory record');
}

/** The central directory's entries and where it starts (every part's data must end before it). */
function directory(zip: Buffer, maxEntries: number): { entries: Entry[]; start: number } {
  const end = endOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const start = zip.readUInt32LE(end + 16);
  if ((end >= 20 && zip.readUInt32LE(end - 20) === ZIP64_LOCATOR) || count === ZIP64_COUNT)
    throw new XlsxRefused('zip64');
  if (size === ZIP64_SIZE || start === ZIP64_SIZE) throw new XlsxRefused('zip64');
  if (
    zip.readUInt16LE(end + 4) !== 0 ||
    zip.readUInt16LE(end + 6) !== 0 ||
    zip.readUInt16LE(end + 8) !== count
  )
    throw new XlsxRefused('split archive');
  if (count > maxEntries) throw new XlsxRefused(`${count} entries`);
  if (start + size > end) throw new XlsxRefused('central directory out of bounds');

  const entries: Entry[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > start + size || zip.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw new XlsxRefused('broken central directory');
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (next > start + size) throw new XlsxRefused('broken central directory');
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      packed: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
    });
    at = next;
  }
  if (at !== start + size) throw new XlsxRefused('central directory size mismatch');
  return { entries, start };
}

/** Where each entry's data lies; every range ends before the central directory and none overlap. */
function dataRanges(zip: Buffer, entries: Entry[], directoryStart: number): Map<Entry, [number, number]> {
  const ranges = new Map<Entry, [number, number]>();
  let previousEnd = 0;
  for (const entry of [...entries].sort((a, b) => a.offset - b.offset)) {
    const at = entry.offset;
    // Overlapping entries let a few compressed bytes be inflated once per entry pointing at them.
    if (at < previousEnd) throw new XlsxRefused(`${entry.name}: overlaps another entry`);
    if (at + 30 > directoryStart || zip.readUInt32LE(at) !== LOCAL_HEADER)
      throw new XlsxRefused(`${entry.name}: no local header`);
    const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    previousEnd = start + entry.packed;
    if (previousEnd > directoryStart) throw new XlsxRefused(`${entry.name}: truncated`);
    ranges.set(entry, [start, previousEnd]);
  }
  return ranges;
}

/** The inflated size of raw deflate `data`, counted only until it passes `budget`; -1 if it does not inflate. */
async function inflatedSize(data: Buffer, budget: number): Promise<number> {
  const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
  inflate.end(data);
  let size = 0;
  try {
    // Leaving the loop destroys the stream, so zlib stops at the first chunk past the budget.
    for await (const chunk of inflate) {
      size += (chunk as Buffer).length;
      if (size > budget) return size;
    }
  } catch {
    return -1;
  }
  return size;
}

/**
 * Refuses (a Persian 400) an .xlsx archive with too many parts, parts that inflate past the limits or to
 * another size than declared, ZIP64, encryption, a compression other than stored or deflate, or a broken
 * or overlapping layout. Answers how many parts it has and how many bytes they inflate to.
 */
export async function checkXlsxArchive(
  zip: Buffer,
  limits = XLSX_LIMITS,
): Promise<{ entries: number; inflatedBytes: number }> {
  const { entries, start } = directory(zip, limits.entries);
  for (const entry of entries) {
    if (entry.flags & ENCRYPTED) throw new XlsxRefused(`${entry.name}: encrypted`);
    if (entry.method !== STORED && entry.method !== DEFLATED)
      throw new XlsxRefused(`${entry.name}: compression method ${entry.method}`);
    if (entry.packed === ZIP64_SIZE || entry.size === ZIP64_SIZE || entry.offset === ZIP64_SIZE)
      throw new XlsxRefused(`${entry.name}: zip64`);
  }
  const ranges = dataRanges(zip, entries, start);

  let total = 0;
  for (const entry of entries) {
    const [from, to] = ranges.get(entry)!;
    const budget = limits.inflatedBytes - total;
    const size = entry.method === STORED ? entry.packed : await inflatedSize(zip.subarray(from, to), budget);
    if (size < 0) throw new XlsxRefused(`${entry.name}: does not inflate`, total);
    if (size > budget) throw new XlsxRefused(`${entry.name}: inflates past the limit`, total + size);
    if (size !== entry.size)
      throw new XlsxRefused(`${entry.name}: declares ${entry.size} bytes, holds ${size}`);
    total += size;
  }
  return { entries: entries.length, inflatedBytes: total };
}
