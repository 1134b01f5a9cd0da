import { describe, expect, it } from "vitest";
import { cellProblem, clip, controlCharacterIn } from "./cell-rules";
import { validateRow } from "./row-schema";

describe("control characters in cells", () => {
  it("finds NUL, the other C0 controls, DEL and the C1 controls", () => {
    expect(controlCharacterIn("Mop\u0000")).toBe("U+0000");
    expect(controlCharacterIn("a\u000Bb")).toBe("U+000B");
    expect(controlCharacterIn("a\u001Fb")).toBe("U+001F");
    expect(controlCharacterIn("a\u007Fb")).toBe("U+007F");
    expect(controlCharacterIn("a\u0085b")).toBe("U+0085");
  });

  it("allows tab, line breaks (LF, CR, CRLF) and ordinary text in every script", () => {
    expect(controlCharacterIn("a\tb\nc\rd\r\ne")).toBeNull();
    expect(controlCharacterIn("مكنسة 🧹 «Pro» é \u00A0")).toBeNull();
  });

  it("makes a control character a row error naming its column, never a value", () => {
    expect(validateRow({ name: "Mop\u0000", brand: "Acme", description: "ok\u0007" })).toEqual({
      errors: [
        {
          field: "name",
          message: "The cell contains a control character (U+0000); remove it and upload the file again.",
        },
        {
          field: "description",
          message: "The cell contains a control character (U+0007); remove it and upload the file again.",
        },
      ],
    });
  });

  it("makes a cell over 32,767 characters a row error of its own column, alongside other errors", () => {
    expect(validateRow({ name: "x".repeat(32_768), brand: "" })).toEqual({
      errors: [
        { field: "name", message: "The cell holds more than 32,767 characters, the most a spreadsheet cell can hold." },
        { field: "brand", message: "Brand is required." },
      ],
    });
    expect(cellProblem("x".repeat(32_767))).toBeNull();
  });
});

describe("clip", () => {
  it("cuts echoed text to 80 characters with an ellipsis, on one line", () => {
    expect(clip("short\nname")).toBe("short name");
    expect(clip("x".repeat(400_000))).toBe(`${"x".repeat(79)}…`);
    expect(clip("x".repeat(80))).toBe("x".repeat(80));
    expect(clip("Nul\u0000mop\u0085")).toBe("Nul\uFFFDmop\uFFFD");
  });
});
