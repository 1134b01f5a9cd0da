/** `npm run catalogue:demo`: writes data/demo-catalogue.json and the demo's SVG images (product illustrations, logos, placeholder). */
import fs from "node:fs";
import path from "node:path";
import { BRANDS, brandSlug } from "~/content/brands";
import { buildDemoCatalogue } from "./demo-catalogue/build";
import { brandLogo, ILLUSTRATION_KINDS, placeholderImage, productIllustration } from "./demo-catalogue/illustrations";

const ACCENTS = ["#0b5cad", "#0e7490", "#15803d", "#b45309", "#be185d", "#6d28d9"];

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

ILLUSTRATION_KINDS.forEach((kind, index) => {
  const accent = ACCENTS[index % ACCENTS.length]!;
  write(`public/attached_assets/products/${kind}.svg`, productIllustration(kind, accent, "asset"));
  write(`data/storage-seed/products/${kind}.svg`, productIllustration(kind, accent, "stored"));
});
for (const brand of BRANDS)
  write(`public/attached_assets/logos/${brandSlug(brand.name)}.svg`, brandLogo(brand.name, brand.logoColors));
write("public/placeholder-product.svg", placeholderImage());

const catalogue = buildDemoCatalogue();
write("data/demo-catalogue.json", `${JSON.stringify(catalogue, null, 2)}\n`);
console.log(
  `Wrote ${catalogue.products.length} products, ${catalogue.brands.length} brands and ${ILLUSTRATION_KINDS.length * 2 + BRANDS.length + 1} images.`,
);
