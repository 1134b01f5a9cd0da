/** `npm run images:manifest`: writes app/lib/images/asset-manifest.generated.ts from public/ and data/storage-seed/. */
import fs from "node:fs";
import { buildAssetManifest, renderAssetManifestModule } from "~server/images/asset-manifest";

const manifest = await buildAssetManifest();
fs.writeFileSync("app/lib/images/asset-manifest.generated.ts", renderAssetManifestModule(manifest));
console.log(`Wrote versions and sizes of ${Object.keys(manifest).length} images.`);
