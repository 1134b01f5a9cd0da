import { describe, expect, it } from "vitest";
import { memoryStore } from "./rate-limit";

describe("memoryStore", () => {
  it("counts hits per key within a window and starts again in the next window", async () => {
    const store = memoryStore();
    const windowA = new Date(60_000);
    const windowB = new Date(120_000);
    expect(await store.hit("ip1", windowA)).toBe(1);
    expect(await store.hit("ip1", windowA)).toBe(2);
    expect(await store.hit("ip2", windowA)).toBe(1);
    expect(await store.hit("ip1", windowB)).toBe(1);
  });
});
