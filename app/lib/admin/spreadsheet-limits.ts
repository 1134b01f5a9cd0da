/**
 * Every limit of the catalogue spreadsheet import in one place. A staff account is not trusted with the server's memory:
 * an XLSX file is a ZIP archive whose parts can unpack to thousands of times their size, so the archive's directory, the
 * unpacked bytes, the rows, the cells and the reading time are all capped (see docs/decisions/078-spreadsheet-import-limits.md).
 */

/** The uploaded file itself (CSV or XLSX). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** Product rows (non-blank rows after the header); reading stops at the first row beyond it. */
export const MAX_IMPORT_ROWS = 50_000;
/** Columns read (A to CV); the catalogue has 12, so a value further right is a mistake or an attack on memory. */
export const MAX_IMPORT_COLUMNS = 100;
/** Characters in one cell: Excel's own limit, so a longer cell cannot come from a spreadsheet program. */
export const MAX_CELL_CHARS = 32_767;
/** Characters in all cells read from a sheet together (one shared string can be referenced by every cell). */
export const MAX_SHEET_TEXT_CHARS = 100 * 1024 * 1024;

/** Bytes all parts of an XLSX archive may unpack to, by its directory and while unpacking. */
export const MAX_XLSX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** Unpacked size per packed byte, for each part and for the whole archive ... */
export const MAX_XLSX_COMPRESSION_RATIO = 100;
/** ... once a part (or the archive) unpacks to more than this; small parts of repetitive XML legitimately pack tighter. */
export const XLSX_RATIO_FLOOR_BYTES = 1024 * 1024;
/** Parts in one archive (a workbook of one sheet has about a dozen). */
export const MAX_XLSX_ENTRIES = 10_000;

/** Reading an XLSX file happens in a worker thread that is stopped after this long ... */
export const XLSX_READ_TIMEOUT_MS = 20_000;
/** ... or when its heap grows beyond this. */
export const XLSX_READ_MEMORY_MB = 512;
/** Workers reading at the same time; more uploads wait for a free one. */
export const XLSX_READ_CONCURRENCY = 2;
