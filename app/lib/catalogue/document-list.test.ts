import { describe, expect, it } from "vitest";
import {
  preferredDocument,
  formatDocumentSize,
  formatRevisionDate,
  productDocumentsView,
  type ProductDocumentSource,
} from "./document-list";

const document = (
  fields: Partial<ProductDocumentSource> & Pick<ProductDocumentSource, "id">,
): ProductDocumentSource => ({
  kind: "datasheet",
  language: "en",
  title: "Datasheet",
  revisionDate: "2026-10-01",
  sizeBytes: 250_000,
  href: `/api/documents/${fields.id}/0123456789abcdef/datasheet.pdf`,
  ...fields,
});

const DOCUMENTS = [
  document({ id: "sds-en", kind: "safety-data-sheet", language: "en", title: "SDS", revisionDate: "2026-09-01" }),
  document({ id: "sds-ar", kind: "safety-data-sheet", language: "ar", title: "صحيفة بيانات السلامة" }),
  document({ id: "manual", kind: "operator-manual", language: "both", title: "Manual" }),
  document({ id: "sheet-old", kind: "datasheet", language: "en", revisionDate: "2025-01-01" }),
  document({ id: "sheet-new", kind: "datasheet", language: "en", revisionDate: "2026-11-01" }),
  document({ id: "sheet-both", kind: "datasheet", language: "both", revisionDate: "2024-01-01" }),
];

describe("the product page's documents", () => {
  it("group by kind in the fixed order, the edition's language then bilingual first, newest first", () => {
    const english = productDocumentsView(DOCUMENTS, "Equipments", "en");
    expect(english.groups.map((group) => [group.heading, group.items.map((item) => item.id)])).toEqual([
      ["Datasheet", ["sheet-new", "sheet-old", "sheet-both"]],
      ["Operator Manual", ["manual"]],
      ["Safety Data Sheet", ["sds-en", "sds-ar"]],
    ]);
    const arabic = productDocumentsView(DOCUMENTS, "Equipments", "ar");
    expect(arabic.groups.map((group) => [group.heading, group.items.map((item) => item.id)])).toEqual([
      ["نشرة البيانات الفنية", ["sheet-both", "sheet-new", "sheet-old"]],
      ["دليل التشغيل", ["manual"]],
      ["صحيفة بيانات السلامة", ["sds-ar", "sds-en"]],
    ]);
  });

  it("name the language, size and date in the edition's words with Western digits, and mark other-script titles", () => {
    const [sds] = productDocumentsView(DOCUMENTS, null, "ar").groups.at(-1)!.items;
    expect(sds).toMatchObject({
      title: "صحيفة بيانات السلامة",
      language: "العربية",
      size: "244 كيلوبايت",
      revised: "تاريخ المراجعة: 1 أكتوبر 2026",
      dateTime: "2026-10-01",
      label: "تنزيل صحيفة بيانات السلامة (PDF، العربية، 244 كيلوبايت)",
    });
    expect(sds).not.toHaveProperty("titleLang");
    const english = productDocumentsView(DOCUMENTS, null, "en").groups.at(-1)!.items;
    expect(english[1]).toMatchObject({ titleLang: "ar", language: "Arabic", revised: "Revised 1 October 2026" });
    expect(english[0]!.label).toBe("Download SDS (PDF, English, 244 KB)");
  });

  it("offer a Safety Data Sheet on request for a chemical that has none", () => {
    expect(productDocumentsView([], "Chemicals", "en")).toEqual({ groups: [], sdsOnRequest: true });
    expect(productDocumentsView(DOCUMENTS.slice(2), "Chemicals", "ar").sdsOnRequest).toBe(true);
    expect(productDocumentsView(DOCUMENTS, "Chemicals", "en").sdsOnRequest).toBe(false);
    expect(productDocumentsView([], "Equipments", "en").sdsOnRequest).toBe(false);
  });

  it("format sizes and dates", () => {
    expect(formatDocumentSize(812, "en")).toBe("812 bytes");
    expect(formatDocumentSize(14_500, "en")).toBe("14 KB");
    expect(formatDocumentSize(3.44 * 1024 * 1024, "en")).toBe("3.4 MB");
    expect(formatDocumentSize(20 * 1024 * 1024, "ar")).toBe("20 ميغابايت");
    expect(formatDocumentSize(1.5 * 1024 * 1024, "ar")).toBe("1.5 ميغابايت");
    expect(formatRevisionDate("2026-02-28", "en")).toBe("28 February 2026");
  });
});

describe("preferredDocument", () => {
  it("picks the reader's language, else bilingual, else the other, newest first", () => {
    const sheets = DOCUMENTS.filter((item) => item.kind === "datasheet");
    expect(preferredDocument(sheets, "en")?.id).toBe("sheet-new");
    expect(preferredDocument(sheets, "ar")?.id).toBe("sheet-both");
    expect(
      preferredDocument(
        sheets.filter((item) => item.language === "en"),
        "ar",
      )?.id,
    ).toBe("sheet-new");
    expect(preferredDocument([], "en")).toBeUndefined();
  });
});
