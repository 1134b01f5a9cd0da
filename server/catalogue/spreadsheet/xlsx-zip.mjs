// @ts-check
/**
 * The ZIP side of reading an XLSX file, before any XML is parsed: the central directory is read by hand (no decompression
 * needed) and refused when its parts would unpack to too much or pack too tightly; each part is then unpacked with a
 * byte cap, because the sizes a directory declares can lie. Plain JavaScript, so the reading worker thread can load it
 * without a TypeScript loader (types in xlsx-zip.d.mts).
 */
import { Readable } from "node:stream";
import { createInflateRaw, crc32, inflateRawSync } from "node:zlib";

/** A refusal whose message is shown to the staff member as it is. */
export class XlsxFileError extends Error {}

const NOT_A_ZIP =
  "The XLSX file cannot be read: it is not a valid ZIP archive (damaged, or not a workbook). Save it again from the spreadsheet program.";
const MB = 1024 * 1024;
const mb = (bytes) => `${Math.round(bytes / MB)} MB`;

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_32 = 0xffffffff;

/**
 * @typedef {{ name: string, method: number, compressedSize: number, uncompressedSize: number, localOffset: number, crc: number }} ZipEntry
 * @typedef {{ maxUnpackedBytes: number, maxRatio: number, ratioFloorBytes: number, maxEntries: number }} ZipLimits
 */

/** @param {Buffer} bytes @param {number} offset */
function u64(bytes, offset) {
  const value = Number(bytes.readBigUInt64LE(offset));
  if (!Number.isSafeInteger(value)) throw new XlsxFileError(NOT_A_ZIP);
  return value;
}

/** @param {Buffer} bytes */
function findEndOfDirectory(bytes) {
  const last = bytes.length - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new XlsxFileError(NOT_A_ZIP);
}

/**
 * Reads and checks the central directory. Throws XlsxFileError for a file that is not a readable ZIP archive, is
 * encrypted, or whose parts would unpack beyond the limits (in total or by compression ratio, per part and overall).
 * @param {Buffer} bytes
 * @param {ZipLimits} limits
 * @returns {Map<string, ZipEntry>}
 */
export function readZipDirectory(bytes, limits) {
  if (bytes.length < 22) throw new XlsxFileError(NOT_A_ZIP);
  const end = findEndOfDirectory(bytes);
  let count = bytes.readUInt16LE(end + 10);
  let directorySize = bytes.readUInt32LE(end + 12);
  let directoryOffset = bytes.readUInt32LE(end + 16);
  if (bytes.readUInt16LE(end + 4) !== 0 || bytes.readUInt16LE(end + 6) !== 0) throw new XlsxFileError(NOT_A_ZIP);
  if (count === 0xffff || directorySize === MAX_32 || directoryOffset === MAX_32) {
    const locator = end - 20;
    if (locator < 0 || bytes.readUInt32LE(locator) !== ZIP64_LOCATOR) throw new XlsxFileError(NOT_A_ZIP);
    const zip64End = u64(bytes, locator + 8);
    if (zip64End + 56 > bytes.length || bytes.readUInt32LE(zip64End) !== ZIP64_END_OF_DIRECTORY)
      throw new XlsxFileError(NOT_A_ZIP);
    count = u64(bytes, zip64End + 32);
    directorySize = u64(bytes, zip64End + 40);
    directoryOffset = u64(bytes, zip64End + 48);
  }
  if (count > limits.maxEntries)
    throw new XlsxFileError(
      `The XLSX file holds ${count} parts; a workbook has far fewer. Save it again from the spreadsheet program.`,
    );
  if (directoryOffset + directorySize > bytes.length) throw new XlsxFileError(NOT_A_ZIP);

  /** @type {Map<string, ZipEntry>} */
  const entries = new Map();
  let totalUnpacked = 0;
  let totalPacked = 0;
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > directoryOffset + directorySize || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw new XlsxFileError(NOT_A_ZIP);
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const crc = bytes.readUInt32LE(at + 16);
    let compressedSize = bytes.readUInt32LE(at + 20);
    let uncompressedSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    let localOffset = bytes.readUInt32LE(at + 42);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd + extraLength + commentLength > bytes.length) throw new XlsxFileError(NOT_A_ZIP);
    const name = bytes.toString(flags & 0x800 ? "utf8" : "latin1", at + 46, nameEnd);
    if (uncompressedSize === MAX_32 || compressedSize === MAX_32 || localOffset === MAX_32) {
      // ZIP64: the real values follow in the extra field 0x0001, in this order, only for the fields that overflowed.
      const zip64 = findExtra(bytes, nameEnd, extraLength, 0x0001);
      if (!zip64) throw new XlsxFileError(NOT_A_ZIP);
      let field = zip64.start;
      const next = () => {
        if (field + 8 > zip64.end) throw new XlsxFileError(NOT_A_ZIP);
        const value = u64(bytes, field);
        field += 8;
        return value;
      };
      if (uncompressedSize === MAX_32) uncompressedSize = next();
      if (compressedSize === MAX_32) compressedSize = next();
      if (localOffset === MAX_32) localOffset = next();
    }
    at = nameEnd + extraLength + commentLength;

    if (flags & 0x1)
      throw new XlsxFileError("The XLSX file is password-protected; save it without a password and upload it again.");
    if (method !== 0 && method !== 8)
      throw new XlsxFileError(
        `The XLSX file packs "${name.slice(0, 80)}" in a way spreadsheet programs do not (method ${method}). Save it again from the spreadsheet program.`,
      );
    if (method === 0 && compressedSize !== uncompressedSize) throw new XlsxFileError(NOT_A_ZIP);
    if (entries.has(name)) throw new XlsxFileError(NOT_A_ZIP);
    if (localOffset + 30 + compressedSize > bytes.length) throw new XlsxFileError(NOT_A_ZIP);
    if (uncompressedSize > limits.ratioFloorBytes && uncompressedSize / Math.max(compressedSize, 1) > limits.maxRatio) {
      throw new XlsxFileError(
        `The XLSX file cannot be imported: its part "${name.slice(0, 80)}" unpacks to ${Math.round(uncompressedSize / Math.max(compressedSize, 1))} times its size (at most ${limits.maxRatio} is accepted).`,
      );
    }
    totalUnpacked += uncompressedSize;
    totalPacked += compressedSize;
    if (totalUnpacked > limits.maxUnpackedBytes)
      throw new XlsxFileError(
        `The XLSX file cannot be imported: it unpacks to more than ${mb(limits.maxUnpackedBytes)}. Split it into smaller files.`,
      );
    entries.set(name, { name, method, compressedSize, uncompressedSize, localOffset, crc });
  }
  if (totalUnpacked > limits.ratioFloorBytes && totalUnpacked / Math.max(totalPacked, 1) > limits.maxRatio) {
    throw new XlsxFileError(
      `The XLSX file cannot be imported: it unpacks to ${Math.round(totalUnpacked / Math.max(totalPacked, 1))} times its size (at most ${limits.maxRatio} is accepted).`,
    );
  }
  return entries;
}

/** @param {Buffer} bytes @param {number} start @param {number} length @param {number} id */
function findExtra(bytes, start, length, id) {
  for (let at = start; at + 4 <= start + length;) {
    const size = bytes.readUInt16LE(at + 2);
    if (bytes.readUInt16LE(at) === id) return { start: at + 4, end: Math.min(at + 4 + size, start + length) };
    at += 4 + size;
  }
  return null;
}

/** @param {Buffer} bytes @param {ZipEntry} entry @param {number} maxBytes */
function packedData(bytes, entry, maxBytes) {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) throw new XlsxFileError(NOT_A_ZIP);
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressedSize > bytes.length) throw new XlsxFileError(NOT_A_ZIP);
  if (entry.uncompressedSize > maxBytes)
    throw new XlsxFileError(
      `The XLSX file cannot be imported: it unpacks to more than ${mb(maxBytes)}. Split it into smaller files.`,
    );
  return bytes.subarray(start, start + entry.compressedSize);
}

/** @param {ZipEntry} entry */
const liedAboutSize = (entry) =>
  new XlsxFileError(
    `The XLSX file cannot be imported: its part "${entry.name.slice(0, 80)}" unpacks to more than its directory states.`,
  );

/**
 * Unpacks one part as a stream of chunks, so a reader that has seen enough stops unpacking; the same caps as unpackEntry
 * hold for every chunk (the integrity check needs the whole part, so it runs only when the reader reads to the end).
 * @param {Buffer} bytes
 * @param {ZipEntry} entry
 * @param {number} maxBytes
 * @returns {AsyncGenerator<Buffer>}
 */
export async function* unpackEntryChunks(bytes, entry, maxBytes) {
  const packed = packedData(bytes, entry, maxBytes);
  const cap = Math.min(maxBytes, entry.uncompressedSize);
  if (entry.method === 0) {
    yield packed;
    return;
  }
  const source = Readable.from(
    (function* () {
      for (let start = 0; start < packed.length; start += 64 * 1024) yield packed.subarray(start, start + 64 * 1024);
    })(),
  );
  const inflate = source.pipe(createInflateRaw({ chunkSize: 256 * 1024 }));
  let total = 0;
  let crc = 0;
  try {
    for await (const chunk of inflate) {
      total += chunk.length;
      if (total > cap) throw liedAboutSize(entry);
      crc = crc32(chunk, crc);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof XlsxFileError) throw error;
    throw new XlsxFileError(NOT_A_ZIP);
  } finally {
    source.destroy();
    inflate.destroy();
  }
  if (total !== entry.uncompressedSize || crc !== entry.crc) throw new XlsxFileError(NOT_A_ZIP);
}

/**
 * Unpacks one part, refusing more than `maxBytes` and more than the directory declared (zlib stops at the cap, so a
 * part that lies about its size never fills memory).
 * @param {Buffer} bytes
 * @param {ZipEntry} entry
 * @param {number} maxBytes
 * @returns {Buffer}
 */
export function unpackEntry(bytes, entry, maxBytes) {
  const packed = packedData(bytes, entry, maxBytes);
  const cap = Math.min(maxBytes, entry.uncompressedSize);
  let unpacked;
  if (entry.method === 0) unpacked = packed;
  else {
    try {
      unpacked = inflateRawSync(packed, { maxOutputLength: Math.max(cap, 1) });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === "ERR_BUFFER_TOO_LARGE") throw liedAboutSize(entry);
      throw new XlsxFileError(NOT_A_ZIP);
    }
  }
  if (unpacked.length !== entry.uncompressedSize || crc32(unpacked) !== entry.crc) throw new XlsxFileError(NOT_A_ZIP);
  return unpacked;
}
