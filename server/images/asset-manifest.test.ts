import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { buildAssetManifest, renderAssetManifestModule } from "./asset-manifest";

describe("asset manifest", () => {
  it("matches the shipped images (run `npm run images:manifest` after changing public/ or data/storage-seed/)", async () => {
    const generated = renderAssetManifestModule(await buildAssetManifest());
    expect(fs.readFileSync("app/lib/images/asset-manifest.generated.ts", "utf8")).toBe(generated);
  });
});
