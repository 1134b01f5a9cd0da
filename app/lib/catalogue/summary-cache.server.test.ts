import { describe, expect, it, vi } from "vitest";
import type { Db } from "../../../server/db/client";
import { forgetSummaries, remember } from "./summary-cache.server";

describe("summary cache", () => {
  const db = {} as Db;

  it("loads once within the TTL, again after it, and not after a failure", async () => {
    const load = vi.fn(async () => 42);
    expect(await remember(db, "a", 1000, load, 0)).toBe(42);
    expect(await remember(db, "a", 1000, load, 999)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    await remember(db, "a", 1000, load, 1000);
    expect(load).toHaveBeenCalledTimes(2);

    const failing = vi.fn(async () => {
      throw new Error("db down");
    });
    await expect(remember(db, "b", 1000, failing, 0)).rejects.toThrow("db down");
    await expect(remember(db, "b", 1000, failing, 1)).rejects.toThrow("db down");
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("forgets everything for a database at once", async () => {
    const load = vi.fn(async () => "x");
    await remember(db, "c", 60_000, load, 0);
    forgetSummaries(db);
    await remember(db, "c", 60_000, load, 1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
