import { describe, expect, it } from "vitest";
import { addDays, describeWeek, lastWeeks, localDate, weekStart } from "./dashboard-weeks";

describe("dashboard weeks", () => {
  it("reads the calendar day in Qatar (UTC+3)", () => {
    expect(localDate(new Date("2026-11-21T20:59:59Z"), "Asia/Qatar")).toBe("2026-11-21");
    expect(localDate(new Date("2026-11-21T21:00:00Z"), "Asia/Qatar")).toBe("2026-11-22");
  });
  it("starts each week on the Sunday on or before the day", () => {
    expect(weekStart("2026-11-22")).toBe("2026-11-22"); // Sunday
    expect(weekStart("2026-11-26")).toBe("2026-11-22"); // Thursday
    expect(weekStart("2026-11-28")).toBe("2026-11-22"); // Saturday
    expect(weekStart("2026-11-21")).toBe("2026-11-15");
    expect(weekStart("2027-01-01")).toBe("2026-12-27");
  });
  it("adds days across months and years", () => {
    expect(addDays("2026-12-27", 7)).toBe("2027-01-03");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
  it("labels a week by its Sunday and its range", () => {
    expect(describeWeek("2026-11-22")).toEqual({
      start: "2026-11-22",
      end: "2026-11-28",
      label: "22 Nov",
      range: "22–28 Nov 2026",
    });
    expect(describeWeek("2026-11-29").range).toBe("29 Nov – 5 Dec 2026");
    expect(describeWeek("2026-12-27").range).toBe("27 Dec 2026 – 2 Jan 2027");
  });
  it("lists the last 12 weeks, oldest first, ending with the current week in Qatar", () => {
    // Saturday 21 Nov, 23:30 in Doha: still the week of 15 Nov.
    const weeks = lastWeeks(new Date("2026-11-21T20:30:00Z"), "Asia/Qatar", 12);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)!.start).toBe("2026-11-15");
    expect(weeks[0]!.start).toBe("2026-08-30");
    // Half an hour later it is Sunday in Doha: a new week.
    expect(lastWeeks(new Date("2026-11-21T21:00:00Z"), "Asia/Qatar", 12).at(-1)!.start).toBe("2026-11-22");
  });
});
