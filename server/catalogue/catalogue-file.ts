/** The catalogue file format (data/demo-catalogue.json and any company catalogue loaded with `npm run catalogue:import`). */
import fs from "node:fs/promises";
import { z } from "zod";

const text = (max: number) => z.string().trim().min(1).max(max);
/** An Arabic text (issue 18): the English field's limit; missing, null or blank is none (the Arabic pages show the English). */
const arabicText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => (value?.trim() ? value : null));

export const catalogueFileSchema = z.object({
  brands: z.array(
    z.object({
      name: text(200),
      logoUrl: z.string().max(2000).nullish(),
      description: z.string().max(5000).nullish(),
      descriptionAr: arabicText(5000),
      website: z.string().max(2000).nullish(),
    }),
  ),
  products: z.array(
    z.object({
      name: text(300),
      brand: text(200),
      category: z
        .string()
        .trim()
        .max(300)
        .default("General")
        .transform((value) => value || "General"),
      subcategory: z
        .string()
        .trim()
        .max(300)
        .nullish()
        .transform((value) => value || null),
      description: z.string().max(10_000).default(""),
      features: z.array(z.string().max(500)).nullish(),
      specifications: z.string().max(20_000).nullish(),
      imageUrl: z.string().max(2000).nullish(),
      productUrl: z.string().max(2000).nullish(),
      serialNumber: z.string().max(200).nullish(),
      price: z
        .union([z.number(), z.string()])
        .nullish()
        .transform((value) => (value == null || value === "" ? null : String(value))),
      isActive: z.boolean().default(true),
      nameAr: arabicText(300).transform((value) => value?.trim() ?? null),
      descriptionAr: arabicText(10_000),
      featuresAr: z
        .array(z.string().max(500))
        .nullish()
        .transform((list) => (list && list.some((item) => item.trim()) ? list : null)),
      specificationsAr: arabicText(20_000),
    }),
  ),
});

export type CatalogueFile = z.infer<typeof catalogueFileSchema>;

export async function readCatalogueFile(file: string): Promise<CatalogueFile> {
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.readFile(file, "utf8"));
  } catch (error) {
    throw new Error(`Cannot read catalogue file ${file}: ${(error as Error).message}`, { cause: error });
  }
  const parsed = catalogueFileSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Catalogue file ${file} is invalid:\n  ${first.join("\n  ")}`);
  }
  return parsed.data;
}
