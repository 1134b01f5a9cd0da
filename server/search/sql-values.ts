/** How the search hands values to raw SQL and reads raw results, written once for every search module. */

/**
 * A text[] parameter as PostgreSQL's array literal (drizzle spreads a JS array into a row of parameters). Every element
 * quoted, so a word like "null" stays a word; words and patterns hold no quotes or backslashes (normalize.ts).
 */
export function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value}"`).join(",")}}`;
}

/** node-postgres answers { rows }, PGlite's drizzle driver the same; typed here once. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
