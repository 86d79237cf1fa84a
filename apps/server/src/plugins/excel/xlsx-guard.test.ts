import { describe, expect, it } from 'vitest';
import { xlsxOf } from '../../test/upload-fixtures.js';
import {
  CONTENT_TYPES,
  deflatedPart,
  directoryEntry,
  directoryStart,
  MiB,
  zerosPart,
  zipOf,
  type ZipPart,
} from './zip.fixture.js';
import { checkXlsxArchive, XLSX_LIMITS } from './xlsx-guard.js';
import { excelMessages } from '../../messages/index.js';

const LIMIT = XLSX_LIMITS.inflatedBytes;
const refusal = (reason: string) => ({
  code: 'bad_request',
  status: 400,
  message: excelMessages.importUnsafeXlsx,
  reason: expect.stringContaining(reason),
});
const refused = (zip: Buffer, reason: string) =>
  expect(checkXlsxArchive(zip)).rejects.toMatchObject(refusal(reason));
const withWorkbook = (...parts: ZipPart[]) => zipOf([CONTENT_TYPES, ...parts]);
const sheet = deflatedPart('xl/worksheets/sheet1.xml', '<worksheet><sheetData/></worksheet>');

describe('checkXlsxArchive', () => {
  it('passes a workbook written by exceljs, counting what every part inflates to', async () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => [`ردیف ${i}`, i, 'متن تکراری']);
    const book = await xlsxOf([['نام', 'شماره', 'توضیح'], ...rows]);
    const { entries, inflatedBytes } = await checkXlsxArchive(book);
    expect(entries).toBeGreaterThan(5);
    expect(inflatedBytes).toBeGreaterThan(book.length);
    expect(await checkXlsxArchive(withWorkbook(sheet))).toEqual({
      entries: 2,
      inflatedBytes: CONTENT_TYPES.size + sheet.size,
    });
  });

  it('stops inflating a 10 GiB part whose header declares 1 KiB as soon as it passes the limit', async () => {
    const bomb = withWorkbook(zerosPart('xl/worksheets/sheet1.xml', 10 * 1024, 1024));
    expect(bomb.length).toBeLessThan(12 * MiB);
    const error = await checkXlsxArchive(bomb).catch((err: unknown) => err);
    expect(error).toMatchObject(refusal('inflates past the limit'));
    // zlib was stopped at the first 64 KiB chunk past the limit: the 10 GiB were never produced.
    expect((error as { inflated: number }).inflated).toBeGreaterThan(LIMIT);
    expect((error as { inflated: number }).inflated).toBeLessThanOrEqual(LIMIT + 64 * 1024);
  });

  it('refuses one part, or many parts together, inflating past the limit even when declared truthfully', async () => {
    await refused(withWorkbook(zerosPart('xl/media/big.bin', 201)), 'inflates past the limit');
    // [Content_Types].xml and 199 MiB leave less than the 200th MiB of the limit.
    const parts = Array.from({ length: 210 }, (_, i) => zerosPart(`xl/media/${i + 1}.bin`, 1));
    await refused(withWorkbook(...parts), 'xl/media/200.bin: inflates past the limit');
  });

  it('refuses a part that inflates to another size than its header declares', async () => {
    await refused(withWorkbook({ ...sheet, size: sheet.size + 1 }), 'declares');
    await refused(withWorkbook({ ...sheet, method: 0, size: sheet.size }), 'declares');
  });

  it('refuses more parts than a workbook has, and admits up to the limit', async () => {
    const parts = (n: number) =>
      Array.from({ length: n }, (_, i): ZipPart => ({ name: `p${i}`, data: Buffer.alloc(0), size: 0 }));
    await expect(checkXlsxArchive(zipOf(parts(XLSX_LIMITS.entries)))).resolves.toMatchObject({
      entries: XLSX_LIMITS.entries,
    });
    await refused(zipOf(parts(XLSX_LIMITS.entries + 1)), '10001 entries');
  });

  it('refuses a truncated archive, and one whose data was cut before the directory', async () => {
    const book = await xlsxOf([['نام'], ['علی']]);
    await refused(book.subarray(0, book.length - 10), 'no end-of-central-directory record');
    await refused(book.subarray(0, book.length / 2), 'no end-of-central-directory record');
    await refused(Buffer.alloc(0), 'no end-of-central-directory record');
    const cut = Buffer.concat([book.subarray(0, 200), book.subarray(directoryStart(book))]);
    cut.writeUInt32LE(200, cut.length - 6);
    await refused(cut, 'truncated');
  });

  it('refuses entries that overlap, so the same bytes cannot be inflated once per entry', async () => {
    const zip = withWorkbook(sheet, deflatedPart('xl/styles.xml', '<styleSheet/>'));
    zip.writeUInt32LE(zip.readUInt32LE(directoryEntry(zip, 1) + 42), directoryEntry(zip, 2) + 42);
    await refused(zip, 'overlaps another entry');
  });

  it('refuses ZIP64 markers in the end record and in an entry', async () => {
    const zip = () => withWorkbook(sheet);
    const count = zip();
    count.writeUInt16LE(0xffff, count.length - 12);
    count.writeUInt16LE(0xffff, count.length - 14);
    await refused(count, 'zip64');
    const offset = zip();
    offset.writeUInt32LE(0xffffffff, offset.length - 6);
    await refused(offset, 'zip64');
    const size = zip();
    size.writeUInt32LE(0xffffffff, directoryEntry(size, 1) + 24);
    await refused(size, 'xl/worksheets/sheet1.xml: zip64');
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    const located = zip();
    await refused(Buffer.concat([located.subarray(0, -22), locator, located.subarray(-22)]), 'zip64');
  });

  it('refuses encrypted parts, other compression methods and data that does not inflate', async () => {
    await refused(withWorkbook({ ...sheet, flags: 1 }), 'encrypted');
    await refused(withWorkbook({ ...sheet, flags: 0x40 }), 'encrypted');
    await refused(withWorkbook({ ...sheet, method: 12 }), 'compression method 12');
    await refused(
      withWorkbook({ ...sheet, data: Buffer.from([0xff, 0xff, 0xff, 0xff]) }),
      'does not inflate',
    );
    await refused(withWorkbook({ ...sheet, data: sheet.data.subarray(0, 10) }), 'does not inflate');
  });

  it('refuses a broken central directory', async () => {
    const zip = withWorkbook(sheet);
    zip.writeUInt32LE(0, directoryEntry(zip, 1));
    await refused(zip, 'broken central directory');
    const short = withWorkbook(sheet);
    short.writeUInt32LE(short.readUInt32LE(short.length - 10) - 1, short.length - 10);
    await refused(short, 'broken central directory');
  });
});
