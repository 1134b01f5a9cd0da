import { describe, expect, it } from "vitest";
import { cleanDocumentFileName, documentPath, documentUrl, documentUrlName, documentVersion } from "./document-url";

const SHA = "0123456789abcdef".repeat(4);

describe("document addresses", () => {
  it("version by the first 16 hex digits of the SHA-256", () => {
    expect(documentVersion(SHA)).toBe("0123456789abcdef");
    expect(documentVersion(SHA.toUpperCase())).toBe("0123456789abcdef");
  });

  it("name the file by an ASCII slug of its name", () => {
    expect(documentUrlName("Datenblatt Größe (2).PDF")).toBe("datenblatt-grosse-2.pdf");
    expect(documentUrlName("SDS_Floor-Cleaner v3.pdf")).toBe("sds-floor-cleaner-v3.pdf");
    expect(documentUrlName("صحيفة بيانات السلامة.pdf")).toBe("document.pdf");
    expect(documentUrlName("صحيفة SDS 2026.pdf")).toBe("sds-2026.pdf");
    expect(documentUrlName(`${"a".repeat(200)}.pdf`)).toBe(`${"a".repeat(80)}.pdf`);
  });

  it("build the path and the absolute address", () => {
    const document = { id: "6f1c9a52-1d7e-4c4b-9d0e-3b0a7d1e2f10", sha256: SHA, fileName: "Manual.pdf" };
    expect(documentPath(document)).toBe(
      "/api/documents/6f1c9a52-1d7e-4c4b-9d0e-3b0a7d1e2f10/0123456789abcdef/manual.pdf",
    );
    expect(documentUrl("https://example.qa", document)).toBe(
      "https://example.qa/api/documents/6f1c9a52-1d7e-4c4b-9d0e-3b0a7d1e2f10/0123456789abcdef/manual.pdf",
    );
  });
});

describe("cleanDocumentFileName", () => {
  it("keeps the name without folders, control characters or quotes, ending in .pdf", () => {
    expect(cleanDocumentFileName("C:\\Users\\anna\\Datasheet.PDF")).toBe("Datasheet.pdf");
    expect(cleanDocumentFileName("../../etc/passwd")).toBe("passwd.pdf");
    expect(cleanDocumentFileName('a"b\r\nc\u0000d.pdf')).toBe("abcd.pdf");
    expect(cleanDocumentFileName("  two   spaces .pdf ")).toBe("two spaces.pdf");
    expect(cleanDocumentFileName("صحيفة بيانات السلامة.pdf")).toBe("صحيفة بيانات السلامة.pdf");
  });

  it("falls back to document.pdf and stays at most 150 characters", () => {
    expect(cleanDocumentFileName("")).toBe("document.pdf");
    expect(cleanDocumentFileName(null)).toBe("document.pdf");
    expect(cleanDocumentFileName(".pdf")).toBe("document.pdf");
    const long = cleanDocumentFileName(`${"x".repeat(300)}.pdf`);
    expect(long).toHaveLength(150);
    expect(long.endsWith(".pdf")).toBe(true);
  });
});
