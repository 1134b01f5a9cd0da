import { describe, expect, it, vi } from "vitest";
import type { Db } from "~server/db/client";
import { forgetSummaries, MAX_SUMMARIES, remember } from "./summary-cache";

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

  it("stays bounded when keys come from visitors: expired entries go first, then the oldest", async () => {
    const bounded = {} as Db;
    const load = vi.fn(async () => 1);
    await remember(bounded, "old", 10, load, 0);
    await remember(bounded, "kept", 60_000, load, 0);
    for (let index = 0; index < MAX_SUMMARIES + 5; index++) await remember(bounded, `key-${index}`, 60_000, load, 100);
    const calls = load.mock.calls.length;
    await remember(bounded, `key-${MAX_SUMMARIES + 4}`, 60_000, load, 101);
    expect(load).toHaveBeenCalledTimes(calls);
    await remember(bounded, "old", 60_000, load, 101);
    await remember(bounded, "kept", 60_000, load, 101);
    expect(load).toHaveBeenCalledTimes(calls + 2);
  });
});
