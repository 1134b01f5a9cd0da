import { describe, expect, it } from "vitest";
import {
  canMove,
  INQUIRY_STATUSES,
  isInquiryStatus,
  moveLabel,
  nextStatuses,
  refusedMoveMessage,
  statusLabel,
} from "./inquiry-workflow";

describe("inquiry workflow", () => {
  it("follows pending → in_progress → answered → closed", () => {
    expect(canMove("pending", "in_progress")).toBe(true);
    expect(canMove("in_progress", "answered")).toBe(true);
    expect(canMove("answered", "closed")).toBe(true);
  });

  it("refuses skipping to closed and moving back to pending except from spam", () => {
    expect(canMove("pending", "closed")).toBe(false);
    expect(canMove("in_progress", "closed")).toBe(false);
    expect(canMove("in_progress", "pending")).toBe(false);
    expect(canMove("spam", "pending")).toBe(true);
    expect(canMove("spam", "in_progress")).toBe(false);
  });

  it("sends any open inquiry to spam but never a closed one", () => {
    for (const from of ["pending", "in_progress", "answered"] as const) expect(canMove(from, "spam")).toBe(true);
    expect(canMove("closed", "spam")).toBe(false);
  });

  it("reopens closed and answered inquiries to in progress", () => {
    expect(canMove("closed", "in_progress")).toBe(true);
    expect(canMove("answered", "in_progress")).toBe(true);
  });

  it("never offers a move to the same status", () => {
    for (const status of INQUIRY_STATUSES) expect(nextStatuses(status)).not.toContain(status);
  });

  it("names moves and explains refusals", () => {
    expect(moveLabel("pending", "in_progress")).toBe("Start working");
    expect(moveLabel("in_progress", "answered")).toBe("Mark answered");
    expect(moveLabel("spam", "pending")).toBe("Not spam");
    expect(refusedMoveMessage("closed", "spam")).toBe(
      "An inquiry that is closed cannot be marked spam; it can move to: in progress.",
    );
    expect(refusedMoveMessage("answered", "answered")).toBe("This inquiry is already answered.");
  });

  it("recognises statuses and labels unknown ones as stored", () => {
    expect(isInquiryStatus("in_progress")).toBe(true);
    expect(isInquiryStatus("done")).toBe(false);
    expect(isInquiryStatus(undefined)).toBe(false);
    expect(statusLabel("in_progress")).toBe("In progress");
    expect(statusLabel("archived")).toBe("archived");
  });
});
