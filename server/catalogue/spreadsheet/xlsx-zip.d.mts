/** Types of xlsx-zip.mjs (plain JavaScript so the reading worker needs no TypeScript loader). */
export declare class XlsxFileError extends Error {}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
  crc: number;
}

export interface ZipLimits {
  maxUnpackedBytes: number;
  maxRatio: number;
  ratioFloorBytes: number;
  maxEntries: number;
}

export declare function readZipDirectory(bytes: Buffer, limits: ZipLimits): Map<string, ZipEntry>;
export declare function unpackEntry(bytes: Buffer, entry: ZipEntry, maxBytes: number): Buffer;
export declare function unpackEntryChunks(bytes: Buffer, entry: ZipEntry, maxBytes: number): AsyncGenerator<Buffer>;
