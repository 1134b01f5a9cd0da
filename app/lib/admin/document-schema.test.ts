import { describe, expect, it } from "vitest";
import { DOCUMENT_MESSAGES } from "~/content/admin-documents";
import { DOCUMENT_MAX_BYTES } from "~/lib/catalogue/product-documents";
import { documentChangeSchema, documentDetailsSchema, documentFileProblem, isRevisionDate } from "./document-schema";

const NOW = Date.parse("2026-11-28T12:00:00Z");

describe("document details", () => {
  it("accept a kind, a language, a real date up to tomorrow and an optional title", () => {
    expect(
      documentDetailsSchema.parse({
        kind: "safety-data-sheet",
        language: "ar",
        revisionDate: " 2026-11-01 ",
        title: "",
      }),
    ).toEqual({ kind: "safety-data-sheet", language: "ar", revisionDate: "2026-11-01", title: null });
    expect(isRevisionDate("2026-11-29", NOW)).toBe(true);
    expect(isRevisionDate("2026-11-30", NOW)).toBe(false);
    expect(isRevisionDate("2026-02-30", NOW)).toBe(false);
    expect(isRevisionDate("1979-12-31", NOW)).toBe(false);
    expect(isRevisionDate("28/11/2026", NOW)).toBe(false);
  });

  it("refuse unknown kinds and languages and bad titles with their messages", () => {
    const result = documentDetailsSchema.safeParse({
      kind: "invoice",
      language: "fr",
      revisionDate: "yesterday",
      title: "a\u0007b",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      kind: DOCUMENT_MESSAGES.kind,
      language: DOCUMENT_MESSAGES.language,
      revisionDate: DOCUMENT_MESSAGES.revisionDate,
      title: DOCUMENT_MESSAGES.title,
    });
    expect(
      documentDetailsSchema.safeParse({
        kind: "brochure",
        language: "en",
        revisionDate: "2026-01-01",
        title: "x".repeat(201),
      }).success,
    ).toBe(false);
  });

  it("changes need at least one field; a blank title is a change back to the default", () => {
    expect(documentChangeSchema.safeParse({}).error?.issues[0]?.message).toBe(DOCUMENT_MESSAGES.nothingToChange);
    expect(documentChangeSchema.parse({ language: "both" })).toEqual({ language: "both" });
    expect(documentChangeSchema.parse({ title: "" })).toEqual({ title: null });
    expect(documentChangeSchema.parse({ title: " Manual " })).toEqual({ title: "Manual" });
  });

  it("check a chosen file's size in the browser", () => {
    expect(documentFileProblem(null)).toBe(DOCUMENT_MESSAGES.noFile);
    expect(documentFileProblem({ size: 0 })).toBe(DOCUMENT_MESSAGES.empty);
    expect(documentFileProblem({ size: DOCUMENT_MAX_BYTES })).toBeNull();
    expect(documentFileProblem({ size: DOCUMENT_MAX_BYTES + 1 })).toBe(DOCUMENT_MESSAGES.tooLarge);
  });
});
