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
});
