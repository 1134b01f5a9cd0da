import { describe, expect, it } from "vitest";
import { formatBytes } from "./format-bytes";

describe("formatBytes", () => {
  it("uses B, KB and MB with at most one decimal", () => {
    expect(formatBytes(812)).toBe("812 B");
    expect(formatBytes(1024)).toBe("1 KB");
    expect(formatBytes(14_540)).toBe("14.2 KB");
    expect(formatBytes(10 * 1024 * 1024)).toBe("10 MB");
    expect(formatBytes(150 * 1024)).toBe("150 KB");
    expect(formatBytes(-1)).toBe("");
  });
});
