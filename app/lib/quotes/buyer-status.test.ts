import { describe, expect, it } from "vitest";
import { buyerStatus, qatarToday } from "./buyer-status";

describe("buyerStatus", () => {
  const today = "2026-11-25";
  it("is received while pending and being prepared once staff work on it, without a quotation", () => {
    expect(buyerStatus("pending", null, today)).toBe("received");
    expect(buyerStatus("in_progress", null, today)).toBe("preparing");
    expect(buyerStatus("answered", null, today)).toBe("preparing");
  });
  it("follows the latest quotation: sent until its last valid day, then expired; accepted and declined stay", () => {
    expect(buyerStatus("answered", { status: "sent", validUntil: today }, today)).toBe("sent");
    expect(buyerStatus("answered", { status: "sent", validUntil: "2026-11-24" }, today)).toBe("expired");
    expect(buyerStatus("answered", { status: "accepted", validUntil: "2026-11-01" }, today)).toBe("accepted");
    expect(buyerStatus("closed", { status: "declined", validUntil: "2026-12-01" }, today)).toBe("declined");
  });
});

describe("qatarToday", () => {
  it("is the date in Doha (UTC+3)", () => {
    expect(qatarToday(new Date("2026-11-25T20:59:00Z"))).toBe("2026-11-25");
    expect(qatarToday(new Date("2026-11-25T21:00:00Z"))).toBe("2026-11-26");
  });
});
