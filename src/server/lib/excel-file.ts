// Recognising an uploaded Excel file by its bytes (never its name), and checking an .xlsx's zip before any
// parser sees it: the sizes its directory declares, the sizes its entries really inflate to (with a cap,
// so a zip bomb stops at the cap), and the parts a workbook must have.
import { inflateRawSync } from 'node:zlib';

export type ExcelFormat = 'xls' | 'xlsx';

const CFB_MAGIC = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const ZIP_MAGIC = Buffer.from('504b0304', 'hex');

/** 'xls' for an OLE compound file (legacy Excel), 'xlsx' for a zip, null for anything else. */
export function sniffExcel(body: Buffer): ExcelFormat | null {
  if (body.length >= 8 && body.subarray(0, 8).equals(CFB_MAGIC)) return 'xls';
  if (body.length >= 4 && body.subarray(0, 4).equals(ZIP_MAGIC)) return 'xlsx';
  return null;
}

export interface ZipLimits {
  /** Most bytes all entries may unpack to. */
  maxUnpacked: number;
  maxEntries: number;
  /** Sees each part's unpacked bytes (checked already), e.g. to count a sheet's rows before a parser reads it. */
  onEntry?(name: string, data: Buffer): void;
}
export interface ZipEntry {
  name: string;
  method: number;
  packed: number;
  unpacked: number;
}
export type ZipCheck = { ok: true; entries: ZipEntry[] } | { ok: false; reason: 'bomb' | 'broken'; msg: string };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MB = 1024 * 1024;

function findEocd(buf: Buffer): number {
  const last = buf.length - 22;
  for (let i = last; i >= 0 && i >= last - 0xffff; i--) if (buf.readUInt32LE(i) === EOCD) return i;
  return -1;
}

/** Reads the zip's central directory and inflates each entry with a cap: refuses lies, zip64 and what unpacks too large. */
export function checkZip(buf: Buffer, limits: ZipLimits): ZipCheck {
  const broken = (msg: string): ZipCheck => ({ ok: false, reason: 'broken', msg });
  const bomb = (msg: string): ZipCheck => ({ ok: false, reason: 'bomb', msg });
  const eocd = findEocd(buf);
  if (eocd < 0) return broken('The file is not a readable Excel workbook (zip directory missing)');
  const count = buf.readUInt16LE(eocd + 10);
  const dirSize = buf.readUInt32LE(eocd + 12);
  const dirAt = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || dirAt === 0xffffffff || dirSize === 0xffffffff)
    return broken('The file is not a readable Excel workbook (zip64 is not accepted)');
  if (count > limits.maxEntries) return bomb(`The workbook holds more than ${limits.maxEntries} parts`);
  if (dirAt + dirSize > eocd) return broken('The file is not a readable Excel workbook (zip directory out of place)');
  const entries: ZipEntry[] = [];
  let declared = 0;
  let at = dirAt;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || buf.readUInt32LE(at) !== CENTRAL)
      return broken('The file is not a readable Excel workbook (zip directory damaged)');
    const method = buf.readUInt16LE(at + 10);
    const packed = buf.readUInt32LE(at + 20);
    const unpacked = buf.readUInt32LE(at + 24);
    const nameLen = buf.readUInt16LE(at + 28);
    const extraLen = buf.readUInt16LE(at + 30);
    const commentLen = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLen);
    at += 46 + nameLen + extraLen + commentLen;
    declared += unpacked;
    if (unpacked === 0xffffffff || declared > limits.maxUnpacked)
      return bomb(`The workbook would unpack to more than ${Math.round(limits.maxUnpacked / MB)} MB`);
    entries.push({ name, method, packed, unpacked });
    // The entry's data, from its local header, inflated with a cap a little over what it declares.
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL)
      return broken('The file is not a readable Excel workbook (zip entry missing)');
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (start + packed > buf.length) return broken('The file is not a readable Excel workbook (zip entry cut short)');
    const data = buf.subarray(start, start + packed);
    let unpackedData: Buffer;
    if (method === 0) unpackedData = data;
    else if (method === 8) {
      try {
        unpackedData = inflateRawSync(data, { maxOutputLength: unpacked + 1 });
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
          return bomb(`The workbook part ${name} unpacks to more than it declares`);
        return broken(`The file is not a readable Excel workbook (part ${name} is damaged)`);
      }
    } else return broken(`The file is not a readable Excel workbook (compression ${method} in ${name})`);
    const size = unpackedData.length;
    if (size !== unpacked)
      return bomb(`The workbook part ${name} unpacks to ${size} bytes, not the ${unpacked} it declares`);
    limits.onEntry?.(name, unpackedData);
  }
  return { ok: true, entries };
}

/** True when the zip's parts are those of an .xlsx (or .xlsm) workbook. */
export function isXlsxPackage(entries: readonly ZipEntry[]): boolean {
  const names = new Set(entries.map((e) => e.name));
  return names.has('[Content_Types].xml') && names.has('xl/workbook.xml');
}

/** The rows of a worksheet part (`<row ...>` elements), counted without parsing it. */
export function countSheetRows(xml: Buffer): number {
  return xml.toString('latin1').match(/<(?:[A-Za-z]+:)?row[\s>/]/g)?.length ?? 0;
}
