/** Issue 19: products of the comparison tests, written with their specification rows as every write path writes them. */
import { eq } from "drizzle-orm";
import { withDerivedFacts } from "~server/catalogue/derived-facts";
import { syncSpecificationRows } from "~server/catalogue/specification-rows";
import { products } from "~server/db/schema";
import type { TestServer } from "./harness";

export const COMPARE_CATEGORY = { category: "Equipments", subcategory: "Compare Test Scrubbers" };

/** Three scrubber-dryers sharing some labels with different values, one of them with Arabic texts; one withdrawn. */
export const COMPARED = [
  {
    name: "Zeta Scrubber-Dryer 43",
    nameAr: "ماكينة زيتا لغسيل الأرضيات 43",
    serialNumber: "ZT-43",
    specifications:
      "Working width: 430 mm\nSolution tank: 40 L\nRun time: up to 2 h\nNoise level: 68 dB(A)\nIncludes two pads",
    specificationsAr: "عرض العمل: 430 ملم\nخزان المحلول: 40 لتر\nمدة التشغيل: حتى ساعتين\nمستوى الضجيج: 68 ديسيبل",
  },
  {
    name: "Zeta Scrubber-Dryer 51",
    nameAr: null,
    serialNumber: "ZT-51",
    specifications: "Working width: 510 mm\nSolution tank: 40,0 L\nRun time: up to 3 h",
    specificationsAr: null,
  },
  {
    name: "Zeta Scrubber-Dryer 66",
    nameAr: null,
    serialNumber: null,
    specifications: "Working Width (mm): 660\nSolution tank: 40 L\nRecovery tank: 45 L\nNoise level: 66 dB(A)",
    specificationsAr: null,
  },
] as const;

export async function insertComparedProducts(server: TestServer): Promise<{ ids: string[]; withdrawn: string }> {
  const { db } = server.database;
  const rows = await db
    .insert(products)
    .values(
      [
        ...COMPARED,
        { name: "Zeta Scrubber-Dryer Withdrawn", nameAr: null, serialNumber: null, specifications: "Run time: 1 h" },
      ].map((product) =>
        withDerivedFacts({
          ...COMPARE_CATEGORY,
          brand: "Zeta",
          description: `${product.name}: scrubs and dries in one pass.`,
          features: [],
          imageUrl: null,
          ...product,
        }),
      ),
    )
    .returning({ id: products.id, name: products.name });
  await syncSpecificationRows(
    db,
    rows.map((row) => row.id),
  );
  const idOf = (name: string) => rows.find((row) => row.name === name)!.id;
  const withdrawn = idOf("Zeta Scrubber-Dryer Withdrawn");
  await db.update(products).set({ isActive: false }).where(eq(products.id, withdrawn));
  return { ids: COMPARED.map((product) => idOf(product.name)), withdrawn };
}
