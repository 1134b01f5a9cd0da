import { describe, expect, it } from "vitest";
import { formatCompanyTime } from "./company-time";

describe("formatCompanyTime", () => {
  it("shows the time in the company's zone, not the server's", () => {
    expect(formatCompanyTime(new Date("2026-11-25T08:30:00Z"), "Asia/Qatar")).toBe("25 Nov 2026, 11:30");
    expect(formatCompanyTime(new Date("2026-11-25T22:15:00Z"), "Asia/Dubai")).toBe("26 Nov 2026, 02:15");
  });
});
