/** The columns of the inbox's CSV export, one place for the header and the row, so they cannot drift apart. */
import { csvValueLine, type CsvValue } from "~/lib/csv/csv";
import { localeLabel, type InquiryVisitorFields } from "./inquiry-fields";
import { statusLabel } from "./inquiry-workflow";

export interface InquiryCsvSource extends InquiryVisitorFields {
  status: string;
  createdAt: Date;
}

export function inquiryCsvHeader(timeZone: string): string {
  return csvValueLine([
    "Reference",
    "Kind",
    "Status",
    `Received (${timeZone})`,
    "First name",
    "Last name",
    "Email",
    "Phone",
    "Company",
    "Category",
    "Industry",
    "Product category",
    "Project size",
    "Timeline",
    "Message",
    // Last, so the earlier columns keep their places in staff's spreadsheets (issue 18).
    "Language",
  ]);
}

/** "2026-11-25 11:30" in the company's zone: a form Excel recognises as a date and time. */
export function spreadsheetTime(moment: Date, timeZone: string): string {
  let format = spreadsheetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("sv-SE", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    spreadsheetFormats.set(timeZone, format);
  }
  return format.format(moment);
}

/** Building a formatter costs far more than using one; an export of 100,000 rows reuses it. */
const spreadsheetFormats = new Map<string, Intl.DateTimeFormat>();

export function inquiryCsvLine(row: InquiryCsvSource, timeZone: string): string {
  const cells: CsvValue[] = [
    row.reference,
    row.kind,
    statusLabel(row.status),
    spreadsheetTime(row.createdAt, timeZone),
    row.firstName,
    row.lastName,
    row.email,
    row.phone,
    row.company,
    row.category,
    row.industry,
    row.productCategory,
    row.projectSize,
    row.timeline,
    row.message,
    localeLabel(row.locale),
  ];
  return csvValueLine(cells);
}
