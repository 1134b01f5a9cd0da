import { describe, expect, it } from "vitest";
import { loadWithIslands } from "./island";

describe("loadWithIslands", () => {
  it("answers the server's data only once every island's code has loaded", async () => {
    const order: string[] = [];
    let releaseIsland: () => void = () => {};
    const island = {
      preload: () =>
        new Promise<void>((resolve) => (releaseIsland = resolve)).then(() => {
          order.push("island");
        }),
    };
    const answer = loadWithIslands(async () => {
      order.push("server");
      return { products: 3 };
    }, island);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual(["server"]);
    releaseIsland();
    await expect(answer).resolves.toEqual({ products: 3 });
    expect(order).toEqual(["server", "island"]);
  });

  it("fails when the server's data fails, as the clientLoader alone would", async () => {
    const failing = loadWithIslands(() => Promise.reject(new Error("offline")), { preload: async () => {} });
    await expect(failing).rejects.toThrow("offline");
  });
});
