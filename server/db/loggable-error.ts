/**
 * An error as one log line that never carries row values. Drizzle's failed-query error prints the statement's
 * parameters (an import batch puts every cell of 500 rows there), and PostgreSQL's messages for bad data quote the
 * value, so a database error is described by its SQLSTATE code and the names of what it hit, nothing else.
 */
import { DrizzleQueryError } from "drizzle-orm/errors";

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE of a database error, directly or as the cause of Drizzle's wrapper; null for other errors. */
export function sqlState(error: unknown): string | null {
  for (
    let current = error, depth = 0;
    current && typeof current === "object" && depth < 3;
    current = (current as { cause?: unknown }).cause, depth += 1
  ) {
    const code = (current as DatabaseErrorFields).code;
    if (typeof code === "string" && SQLSTATE.test(code)) return code;
  }
  return null;
}

export function loggableError(error: unknown): string {
  const database = error instanceof DrizzleQueryError ? error.cause : error;
  const code = sqlState(database);
  if (code) {
    const fields = database as DatabaseErrorFields;
    const names = (["constraint", "table", "column", "routine"] as const)
      .flatMap((field) => (typeof fields[field] === "string" && fields[field] ? [`${field} ${fields[field]}`] : []))
      .join(", ");
    const query = error instanceof DrizzleQueryError ? ` in "${error.query.replace(/\s+/g, " ").slice(0, 120)}"` : "";
    return `database error ${code}${names ? ` (${names})` : ""}${query}`;
  }
  if (error instanceof DrizzleQueryError)
    return `failed query without a database error code: ${(error.cause as Error | undefined)?.name ?? "unknown cause"}`;
  if (error instanceof Error) return `${error.name}: ${error.message.slice(0, 200)}`;
  return "an unknown error";
}
