import { describe, expect, it } from "vitest";
import { answerDeadline, answerDue, awaitsFirstAnswer, formatSpan } from "./answer-due";

const received = new Date("2026-11-20T06:00:00Z");
const at = (iso: string) => new Date(iso);
const text = (now: string, hours?: number) => answerDue(received, at(now), hours).text;

describe("answerDue", () => {
  it("counts down the 24 hours in whole hours, rounded down", () => {
    expect(text("2026-11-20T06:00:00Z")).toBe("due in 24 h");
    expect(text("2026-11-20T06:00:01Z")).toBe("due in 23 h");
    expect(text("2026-11-20T07:20:00Z")).toBe("due in 22 h");
    expect(text("2026-11-21T00:59:59Z")).toBe("due in 5 h");
    expect(text("2026-11-21T04:59:59Z")).toBe("due in 1 h");
  });
  it("switches to minutes in the last hour, never below 1 min", () => {
    expect(text("2026-11-21T05:00:00Z")).toBe("due in 1 h");
    expect(text("2026-11-21T05:00:01Z")).toBe("due in 59 min");
    expect(text("2026-11-21T05:15:00Z")).toBe("due in 45 min");
    expect(text("2026-11-21T05:59:40Z")).toBe("due in 1 min");
  });
  it("is overdue from the deadline itself, by minutes, hours, then days", () => {
    expect(answerDue(received, at("2026-11-21T06:00:00Z"))).toEqual({
      overdue: true,
      remainingMs: 0,
      text: "overdue by 1 min",
    });
    expect(text("2026-11-21T06:30:59Z")).toBe("overdue by 30 min");
    expect(text("2026-11-21T07:00:00Z")).toBe("overdue by 1 h");
    expect(text("2026-11-21T09:59:00Z")).toBe("overdue by 3 h");
    expect(text("2026-11-23T05:59:59Z")).toBe("overdue by 47 h");
    expect(text("2026-11-23T06:00:00Z")).toBe("overdue by 2 days");
    expect(text("2026-11-30T12:00:00Z")).toBe("overdue by 9 days");
  });
  it("reports the time left in milliseconds, negative once overdue", () => {
    expect(answerDue(received, at("2026-11-21T01:00:00Z"))).toEqual({
      overdue: false,
      remainingMs: 5 * 3_600_000,
      text: "due in 5 h",
    });
    expect(answerDue(received, at("2026-11-21T09:00:00Z")).remainingMs).toBe(-3 * 3_600_000);
  });
  it("honours another promise length", () => {
    expect(text("2026-11-20T07:00:00Z", 4)).toBe("due in 3 h");
    expect(answerDeadline(received, 4)).toEqual(at("2026-11-20T10:00:00Z"));
    expect(answerDeadline(received)).toEqual(at("2026-11-21T06:00:00Z"));
  });
  it("writes one day in the singular only where the rule can reach it", () => {
    expect(formatSpan(-48 * 3_600_000)).toBe("2 days");
    expect(formatSpan(30_000)).toBe("1 min");
  });
});

describe("awaitsFirstAnswer", () => {
  it("is true only for pending or in-progress requests never answered", () => {
    expect(awaitsFirstAnswer("pending", null)).toBe(true);
    expect(awaitsFirstAnswer("in_progress", undefined)).toBe(true);
    expect(awaitsFirstAnswer("in_progress", received)).toBe(false);
    for (const status of ["answered", "closed", "spam"]) expect(awaitsFirstAnswer(status, null)).toBe(false);
  });
});
