import { describe, expect, it } from "vitest";
import { inquiryCsvHeader, inquiryCsvLine, spreadsheetTime } from "./inquiry-csv";

const row = {
  reference: "Q-2026-000123",
  kind: "quote",
  status: "in_progress",
  createdAt: new Date("2026-11-25T08:30:00Z"),
  firstName: "عائشة",
  lastName: "Al-Marri",
  email: "aisha@example.com",
  phone: "+974 5555 1234",
  company: "Pearl, Towers",
  category: "Quote Request",
  industry: "Hospitality & Hotels",
  productCategory: "Cleaning Chemicals",
  projectSize: null,
  timeline: null,
  message: "Line 1\nLine 2 =SUM(A1)",
  locale: "ar",
};

describe("inquiry CSV", () => {
  it("has one header cell per row cell", () => {
    const split = (line: string) => line.trimEnd().split(",").length;
    expect(split(inquiryCsvHeader("Asia/Qatar"))).toBe(16);
    expect(inquiryCsvHeader("Asia/Qatar").trimEnd().endsWith(",Message,Language")).toBe(true);
    expect(inquiryCsvHeader("Asia/Qatar")).toContain("Received (Asia/Qatar)");
  });
  it("writes every field, the status label and the time in the company's zone", () => {
    expect(inquiryCsvLine(row, "Asia/Qatar")).toBe(
      'Q-2026-000123,quote,In progress,2026-11-25 11:30,عائشة,Al-Marri,aisha@example.com,\'+974 5555 1234,"Pearl, Towers",Quote Request,Hospitality & Hotels,Cleaning Chemicals,,,"Line 1\nLine 2 =SUM(A1)",Arabic\r\n',
    );
  });
  it("formats times as sortable spreadsheet text", () => {
    expect(spreadsheetTime(new Date("2026-01-05T21:05:00Z"), "Asia/Dubai")).toBe("2026-01-06 01:05");
  });
});
