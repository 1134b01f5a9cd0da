import { describe, expect, it } from "vitest";
import { postedForm } from "../../../tests/support/posted-form";
import { parseForm } from "~/lib/forms/parse-form";
import { productFormSchema } from "./product-schema";
import { BLANK_SPECIFICATION_ROW, type SpecificationEditorRow } from "./specification-editor";
import { SPECIFICATION_ROW_MESSAGES as MESSAGES } from "./specification-rows-schema";

const product = { name: "Nordvac Pro 30", brand: "Nordvac", category: "Equipments" };
const row = (cells: Partial<SpecificationEditorRow>): SpecificationEditorRow => ({
  ...BLANK_SPECIFICATION_ROW,
  ...cells,
});

function submit(spec: SpecificationEditorRow[]) {
  return parseForm(postedForm({ ...product, spec }), productFormSchema);
}

function errorsOf(spec: SpecificationEditorRow[]) {
  const submission = submit(spec);
  expect(submission.status).toBe("error");
  return submission.status === "error" ? submission.error : {};
}

describe("the product form's specification rows", () => {
  it("become the English and Arabic texts' lines, blank rows skipped", () => {
    const submission = submit([
      row({ label: "Working width", amount: "430", unit: "mm", labelAr: "عرض العمل", amountAr: "430", unitAr: "ملم" }),
      BLANK_SPECIFICATION_ROW,
      row({ label: "Tank", amount: "2,5", unit: "L" }),
      row({ amount: "Made in Sweden" }),
    ]);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      specifications: ["Working width: 430 mm", "Tank: 2,5 L", "Made in Sweden"],
      specificationsAr: ["عرض العمل: 430 ملم"],
    });
  });

  it("with no rows, or only blank ones, save no specifications in either language", () => {
    for (const spec of [[], [BLANK_SPECIFICATION_ROW, BLANK_SPECIFICATION_ROW]]) {
      const submission = submit(spec);
      expect(submission.status === "success" && submission.value).toMatchObject({
        specifications: [],
        specificationsAr: null,
      });
    }
  });

  it("refuses a label with a colon or over 60 characters, and a label or unit without a value, per field", () => {
    expect(
      errorsOf([
        row({ label: "Tank", amount: "30", labelAr: "خزان:", amountAr: "30" }),
        row({ label: "Width: max", amount: "4" }),
        row({ label: "W".repeat(61), amount: "4" }),
        row({ label: "Tank" }),
        row({ unit: "mm" }),
      ]),
    ).toEqual({
      "spec[0].labelAr": [MESSAGES.labelColon],
      "spec[1].label": [MESSAGES.labelColon],
      "spec[2].label": [MESSAGES.labelTooLong],
      "spec[3].amount": [MESSAGES.valueRequired],
      "spec[4].amount": [MESSAGES.valueRequired],
    });
  });

  it("refuses a line over 300 characters, more than 100 lines, and line breaks in a cell", () => {
    expect(errorsOf([row({ label: "Note", amount: "x".repeat(300) })])).toEqual({
      "spec[0].amount": [MESSAGES.lineTooLong(306)],
    });
    expect(errorsOf(Array.from({ length: 101 }, (_, index) => row({ amount: `Line ${index}` })))).toEqual({
      spec: [MESSAGES.tooManyLines("English")],
    });
    expect(errorsOf([row({ label: "Tank", amount: "30\nDrop: table" })])).toEqual({
      "spec[0].amount": [MESSAGES.notAllowed],
    });
  });

  it("refuses gaps the texts cannot hold: Arabic without English above English rows, English without Arabic above Arabic", () => {
    expect(
      errorsOf([
        row({ labelAr: "القدرة", amountAr: "1 كيلوواط" }),
        row({ label: "Tank", amount: "30 L", labelAr: "الخزان", amountAr: "30 لتر" }),
        row({ label: "Weight", amount: "9 kg" }),
        row({ label: "Noise", amount: "60 dB", labelAr: "الضجيج", amountAr: "60 ديسيبل" }),
      ]),
    ).toEqual({ "spec[0].amount": [MESSAGES.englishMissing], "spec[2].amountAr": [MESSAGES.arabicMissing] });
    // At the end, either language may stop early: that is what the texts say.
    const submission = submit([
      row({ label: "Tank", amount: "30 L", labelAr: "الخزان", amountAr: "30 لتر" }),
      row({ label: "Weight", amount: "9 kg" }),
    ]);
    expect(submission.status).toBe("success");
  });

  it("keeps the rows as typed in the answer to a refused form", () => {
    const rows = [row({ label: "Tank", amount: "" }), row({ label: "Weight", amount: "9", unit: "kg" })];
    const answer = submit(rows).reply();
    expect(answer.initialValue).toMatchObject({
      spec: [{ label: "Tank" }, { label: "Weight", amount: "9", unit: "kg" }],
    });
  });
});
