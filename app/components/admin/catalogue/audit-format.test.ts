import { describe, expect, it } from "vitest";
import { actionLabel, changeLines, formatAuditTime, formatAuditValue } from "./audit-format";

describe("formatAuditValue", () => {
  it("shows empty values, booleans and lists readably", () => {
    expect(formatAuditValue(null)).toBe("(empty)");
    expect(formatAuditValue("")).toBe("(empty)");
    expect(formatAuditValue([])).toBe("(empty)");
    expect(formatAuditValue(true)).toBe("yes");
    expect(formatAuditValue(["Quiet", "Light"])).toBe("Quiet; Light");
    expect(formatAuditValue("Power: 1 kW\nWeight: 9 kg")).toBe("Power: 1 kW / Weight: 9 kg");
    expect(formatAuditValue(12)).toBe("12");
  });

  it("shortens long text", () => {
    const shown = formatAuditValue("x".repeat(500));
    expect(shown).toHaveLength(160);
    expect(shown.endsWith("…")).toBe(true);
  });
});

describe("changeLines", () => {
  it("labels each changed field with before and after", () => {
    expect(changeLines({ name: ["Old", "New"], isActive: [true, false], price: [null, "10.00"] })).toEqual([
      { field: "Name", before: "Old", after: "New" },
      { field: "Active", before: "yes", after: "no" },
      { field: "Price", before: "(empty)", after: "10.00" },
    ]);
    expect(changeLines(null)).toEqual([]);
  });
});

describe("labels and time", () => {
  it("names actions and writes UTC times", () => {
    expect(actionLabel("deactivate")).toBe("Deactivated");
    expect(actionLabel("something-new")).toBe("something-new");
    expect(formatAuditTime("2026-11-25T01:42:59.999Z")).toBe("2026-11-25 01:42 UTC");
  });
});
