import { describe, expect, it } from "vitest";
import { taskSlots } from "./task-slots";

describe("taskSlots", () => {
  it("runs at most the limit at once and every task in turn, failures included", async () => {
    const withSlot = taskSlots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (id: number, fail = false) =>
      withSlot(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        order.push(id);
        if (fail) throw new Error(`task ${id}`);
        return id;
      });
    const results = await Promise.allSettled([task(1), task(2, true), task(3), task(4), task(5)]);
    expect(most).toBe(2);
    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    expect(order.sort()).toEqual([1, 2, 3, 4, 5]);
    // All slots are free again: the next task starts at once.
    expect(await task(6)).toBe(6);
  });
});
