/**
 * Formula-injection guard for CSV cells (OWASP "CSV injection"): a cell that a spreadsheet would read as a formula
 * (= + - @, or a leading tab or carriage return) is written with a leading apostrophe. The guard is reversible: a cell
 * that already starts with apostrophes before such a character gets one more, and import removes exactly one, so every
 * text survives export and re-import unchanged.
 */
const GUARDED = /^'*[=+\-@\t\r]/;

export function guardFormula(cell: string): string {
  return GUARDED.test(cell) ? `'${cell}` : cell;
}

export function unguardFormula(cell: string): string {
  return cell.startsWith("'") && GUARDED.test(cell) ? cell.slice(1) : cell;
}
