import { describe, expect, it, vi } from "vitest";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { loggableError, sqlState } from "./loggable-error";
import { handleError } from "~/entry.server";

const databaseError = Object.assign(
  new Error('new row for relation "products" violates check constraint "x": SECRET'),
  { code: "23514", constraint: "x", table: "products" },
);
const failedQuery = new DrizzleQueryError(
  'insert into "products" ("name") values ($1)',
  ["SECRET value of a row"],
  databaseError,
);

describe("loggableError", () => {
  it("describes a failed query by its SQLSTATE and names, never its parameters or message", () => {
    const line = loggableError(failedQuery);
    expect(line).toBe(
      'database error 23514 (constraint x, table products) in "insert into "products" ("name") values ($1)"',
    );
    expect(line).not.toContain("SECRET");
    expect(sqlState(failedQuery)).toBe("23514");
    expect(sqlState(new Error("plain"))).toBeNull();
  });

  it("is what the request error handler logs for a failed query", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      handleError(failedQuery, {
        request: new Request("http://site.test/admin/products"),
        params: {},
        context: undefined,
      } as never);
      expect(spy.mock.calls.flat().join(" ")).not.toContain("SECRET");
      expect(spy.mock.calls.flat().join(" ")).toContain("database error 23514");
    } finally {
      spy.mockRestore();
    }
  });
});
