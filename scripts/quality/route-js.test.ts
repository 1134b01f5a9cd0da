import { describe, expect, it } from "vitest";
import { firstLoadFiles, routeWeights, type BrowserManifest } from "./route-js";

const manifest: BrowserManifest = {
  entry: { module: "/a/entry.js", imports: ["/a/react.js"] },
  routes: {
    root: { id: "root", module: "/a/root.js", imports: ["/a/react.js", "/a/layout.js"] },
    "routes/home": { id: "routes/home", module: "/a/home.js", imports: ["/a/layout.js", "/a/card.js"] },
    "routes/robots": { id: "routes/robots", path: "robots.txt", module: "/a/robots.js", hasDefaultExport: false },
  },
};

describe("route JavaScript weight", () => {
  it("counts each shared file once", () => {
    expect(firstLoadFiles(manifest, "routes/home").sort()).toEqual([
      "/a/card.js",
      "/a/entry.js",
      "/a/home.js",
      "/a/layout.js",
      "/a/react.js",
      "/a/root.js",
    ]);
  });

  it("weighs page routes only", () => {
    expect(routeWeights(manifest, () => 100)).toEqual([{ route: "/", files: 6, gzipBytes: 600 }]);
  });
});
