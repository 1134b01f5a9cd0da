import { describe, expect, it } from "vitest";
import { correctedQueryParts } from "./corrected-query";

describe("correctedQueryParts", () => {
  it("replaces each corrected word and keeps the rest as typed", () => {
    expect(correctedQueryParts("Scruber-Dryer 43", [{ typed: "scruber", corrected: "scrubber" }])).toEqual([
      { text: "scrubber", corrected: true },
      { text: "-Dryer 43", corrected: false },
    ]);
  });

  it("replaces several words, wherever they stand, and a word typed twice both times", () => {
    expect(
      correctedQueryParts("wet vaccum  dispensor vaccum", [
        { typed: "vaccum", corrected: "vacuum" },
        { typed: "dispensor", corrected: "dispenser" },
      ]),
    ).toEqual([
      { text: "wet ", corrected: false },
      { text: "vacuum", corrected: true },
      { text: "  ", corrected: false },
      { text: "dispenser", corrected: true },
      { text: " ", corrected: false },
      { text: "vacuum", corrected: true },
    ]);
  });

  it("compares a typed word in its normalized form (case and accents)", () => {
    expect(correctedQueryParts("  KÄRCHR  ", [{ typed: "karchr", corrected: "karcher" }])).toEqual([
      { text: "karcher", corrected: true },
    ]);
  });

  it("leaves the query whole when nothing was corrected, and never corrects part of a word", () => {
    expect(correctedQueryParts("scrubber dryer", [])).toEqual([{ text: "scrubber dryer", corrected: false }]);
    expect(correctedQueryParts("scrubbers", [{ typed: "scrubber", corrected: "scrubbed" }])).toEqual([
      { text: "scrubbers", corrected: false },
    ]);
  });

  it("shows an Arabic correction as the catalogue writes it, after the article the buyer typed", () => {
    const correction = { typed: "مكسنه", corrected: "مكنسه", shown: "مكنسة" };
    expect(correctedQueryParts("مكسنة رطبة", [correction])).toEqual([
      { text: "مكنسة", corrected: true },
      { text: " رطبة", corrected: false },
    ]);
    expect(correctedQueryParts("والمكسنة", [correction])).toEqual([{ text: "والمكنسة", corrected: true }]);
  });

  it("shows the search word after the typed article when no written spelling was found", () => {
    expect(correctedQueryParts("المطابح", [{ typed: "مطابح", corrected: "مطابخ" }])).toEqual([
      { text: "المطابخ", corrected: true },
    ]);
  });
});
