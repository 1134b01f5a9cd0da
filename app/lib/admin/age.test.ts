import { describe, expect, it } from "vitest";
import { formatAge } from "./age";

const now = new Date("2026-11-25T12:00:00Z");
const ago = (ms: number) => formatAge(new Date(now.getTime() - ms), now);
const MIN = 60_000;
const H = 60 * MIN;
const D = 24 * H;

describe("formatAge", () => {
  it("says just now under a minute and for clocks slightly ahead", () => {
    expect(ago(0)).toBe("just now");
    expect(ago(59_999)).toBe("just now");
    expect(ago(-5_000)).toBe("just now");
  });
  it("counts minutes, then hours", () => {
    expect(ago(MIN)).toBe("1 min ago");
    expect(ago(59 * MIN)).toBe("59 min ago");
    expect(ago(H)).toBe("1 h ago");
    expect(ago(3 * H + 59 * MIN)).toBe("3 h ago");
    expect(ago(D - 1)).toBe("23 h ago");
  });
  it("counts days with the right plural", () => {
    expect(ago(D)).toBe("1 day ago");
    expect(ago(2 * D + 5 * H)).toBe("2 days ago");
    expect(ago(59 * D)).toBe("59 days ago");
  });
  it("counts months and years for old inquiries", () => {
    expect(ago(60 * D)).toBe("1 month ago");
    expect(ago(200 * D)).toBe("6 months ago");
    expect(ago(800 * D)).toBe("2 years ago");
  });
});
