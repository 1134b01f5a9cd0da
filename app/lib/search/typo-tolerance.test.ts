import { describe, expect, it } from "vitest";
import { allowedEdits, bestCorrection, bestPrefixCorrection, editDistance, type WordCandidate } from "./typo-tolerance";

describe("allowedEdits", () => {
  it("allows none under 4 characters", () => {
    expect(allowedEdits("")).toBe(0);
    expect(allowedEdits("a")).toBe(0);
    expect(allowedEdits("pad")).toBe(0);
  });

  it("allows one for 4 to 7 characters", () => {
    expect(allowedEdits("soap")).toBe(1);
    expect(allowedEdits("vaccum")).toBe(1);
    expect(allowedEdits("scruber")).toBe(1);
  });

  it("allows two from 8 characters", () => {
    expect(allowedEdits("scrubber")).toBe(2);
    expect(allowedEdits("dispensor")).toBe(2);
    expect(allowedEdits("disinfectantdisinfectant")).toBe(2);
  });

  it("counts characters, not UTF-16 units", () => {
    // Four astral-plane letters are eight UTF-16 units.
    const fourLetters = "\u{1D41A}\u{1D41B}\u{1D41C}\u{1D41D}";
    expect(fourLetters.length).toBe(8);
    expect(allowedEdits(fourLetters)).toBe(1);
    expect(allowedEdits("\u{1D41A}\u{1D41B}\u{1D41C}")).toBe(0);
    expect(allowedEdits("منظفات")).toBe(1);
  });
});

describe("editDistance", () => {
  it("is 0 for equal words and the length for an empty one", () => {
    expect(editDistance("scrubber", "scrubber")).toBe(0);
    expect(editDistance("", "")).toBe(0);
    expect(editDistance("", "pad")).toBe(3);
    expect(editDistance("pad", "")).toBe(3);
  });

  it("counts an insertion, a deletion and a substitution as one each", () => {
    expect(editDistance("scruber", "scrubber")).toBe(1);
    expect(editDistance("scrubbber", "scrubber")).toBe(1);
    expect(editDistance("vaccum", "vacuum")).toBe(1);
    expect(editDistance("dispensor", "dispenser")).toBe(1);
  });

  it("counts swapping two neighbours as one edit", () => {
    expect(editDistance("scrubebr", "scrubber")).toBe(1);
    expect(editDistance("cs", "sc")).toBe(1);
    expect(editDistance("vacuum", "avcuum")).toBe(1);
  });

  it("adds up separate edits", () => {
    expect(editDistance("scrber", "scrubber")).toBe(2);
    expect(editDistance("vaccume", "vacuum")).toBe(2);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("abcdef", "badcfe")).toBe(3);
  });

  it("is symmetric", () => {
    for (const [a, b] of [
      ["scruber", "scrubber"],
      ["abc", "ca"],
      ["kitten", "sitting"],
    ] as const) {
      expect(editDistance(a, b)).toBe(editDistance(b, a));
    }
  });

  it("returns max + 1 once the distance must exceed max", () => {
    expect(editDistance("pad", "padding", 2)).toBe(3);
    expect(editDistance("abcdef", "uvwxyz", 1)).toBe(2);
    expect(editDistance("abcdef", "uvwxyz", 0)).toBe(1);
    expect(editDistance("scrubber", "vacuum", 2)).toBe(3);
    // Within max, the exact distance.
    expect(editDistance("scrber", "scrubber", 2)).toBe(2);
    expect(editDistance("scruber", "scrubber", 2)).toBe(1);
    expect(editDistance("scrubber", "scrubber", 0)).toBe(0);
  });

  // The early exit answers max + 1; a distance found over max only in the last cell comes back exact ("baa" → "aabb"
  // is 3 with max 1). Callers only compare with max, so either says "too far".
  it("without a max, is optimal string alignment; with one, exact within max and more than max beyond it", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const word = () => Array.from({ length: Math.floor(random() * 9) }, () => "abc"[Math.floor(random() * 3)]).join("");
    for (let round = 0; round < 500; round++) {
      const [a, b, max] = [word(), word(), Math.floor(random() * 4)];
      expect(editDistance(a, b), `${a} ${b}`).toBe(referenceDistance(a, b));
      const [full, bounded] = [editDistance(a, b), editDistance(a, b, max)];
      if (full <= max) expect(bounded, `${a} ${b} ${max}`).toBe(full);
      else expect(bounded, `${a} ${b} ${max}`).toBeGreaterThan(max);
      expect(bounded, `${a} ${b} ${max}`).toBeLessThanOrEqual(full);
    }
  });

  it("compares characters, not UTF-16 units", () => {
    expect(editDistance("karcher", "kärcher")).toBe(1);
    expect(editDistance("\u{1F9FD}pad", "pad")).toBe(1);
    expect(editDistance("\u{1D41A}\u{1D41B}", "\u{1D41B}\u{1D41A}")).toBe(1);
    expect(editDistance("منظف", "منضف")).toBe(1);
  });
});

/** Optimal string alignment by its recursive definition, for short words. */
function referenceDistance(a: string, b: string): number {
  if (a === "") return b.length;
  if (b === "") return a.length;
  const [i, j] = [a.length, b.length];
  let best = Math.min(
    referenceDistance(a.slice(0, -1), b) + 1,
    referenceDistance(a, b.slice(0, -1)) + 1,
    referenceDistance(a.slice(0, -1), b.slice(0, -1)) + (a[i - 1] === b[j - 1] ? 0 : 1),
  );
  if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
    best = Math.min(best, referenceDistance(a.slice(0, -2), b.slice(0, -2)) + 1);
  return best;
}

const words = (...entries: Array<[string, number]>): WordCandidate[] =>
  entries.map(([word, products]) => ({ word, products }));

describe("bestCorrection", () => {
  it("reads a typo as the catalogue word within its allowance", () => {
    expect(bestCorrection("scruber", words(["scrubber", 3], ["dryer", 5]))).toBe("scrubber");
    expect(bestCorrection("vaccum", words(["vacuum", 2]))).toBe("vacuum");
    expect(bestCorrection("dispensor", words(["dispenser", 4], ["diffuser", 1]))).toBe("dispenser");
  });

  it("allows two edits from 8 characters, one below", () => {
    expect(bestCorrection("scrbbuer", words(["scrubber", 1]))).toBe("scrubber");
    // 7 characters, 2 edits from "scrubber": not within one.
    expect(bestCorrection("scrbebr", words(["scrubber", 1]))).toBeNull();
    expect(bestCorrection("scrubbbber", words(["scrubber", 1]))).toBe("scrubber");
    expect(bestCorrection("scrubbbbber", words(["scrubber", 1]))).toBeNull();
  });

  it("never corrects a word under 4 characters", () => {
    expect(bestCorrection("pdd", words(["pad", 10], ["pdd", 0]))).toBeNull();
    expect(bestCorrection("uv", words(["uva", 10]))).toBeNull();
  });

  it("is null when no candidate is close enough, or there are none", () => {
    expect(bestCorrection("towel", words(["vacuum", 9], ["scrubber", 9]))).toBeNull();
    expect(bestCorrection("towel", [])).toBeNull();
  });

  it("never returns the typed word itself", () => {
    expect(bestCorrection("towel", words(["towel", 50]))).toBeNull();
    expect(bestCorrection("towel", words(["towel", 50], ["towels", 1]))).toBe("towels");
  });

  it("prefers fewer edits over a commoner word", () => {
    expect(bestCorrection("scrubbr", words(["scrubbers", 100], ["scrubber", 1]))).toBe("scrubber");
    expect(bestCorrection("scrubbr", words(["scrubber", 1], ["scrubbers", 100]))).toBe("scrubber");
  });

  it("prefers the word more products carry at the same distance", () => {
    expect(bestCorrection("mopp", words(["mops", 2], ["mop", 7]))).toBe("mop");
    expect(bestCorrection("mopp", words(["mop", 7], ["mops", 2]))).toBe("mop");
  });

  it("breaks a full tie A to Z, whatever the candidates' order", () => {
    expect(bestCorrection("binn", words(["bins", 3], ["bind", 3]))).toBe("bind");
    expect(bestCorrection("binn", words(["bind", 3], ["bins", 3]))).toBe("bind");
  });
});

describe("bestPrefixCorrection (a word still being typed)", () => {
  const words = [
    { word: "scrubber", products: 40 },
    { word: "screen", products: 5 },
    { word: "vacuum", products: 30 },
  ];
  it("reads a typed start as the start of a catalogue word it is one edit from", () => {
    // "scrub" (one deletion) and "scrubb" (one replacement) are as near and as common: A–Z decides.
    expect(bestPrefixCorrection("scrube", words)).toBe("scrub");
    expect(bestPrefixCorrection("vacc", words)).toBe("vac");
  });
  it("leaves short words and hopeless starts alone", () => {
    expect(bestPrefixCorrection("scr", words)).toBeNull();
    expect(bestPrefixCorrection("zzzzzz", words)).toBeNull();
  });
});
