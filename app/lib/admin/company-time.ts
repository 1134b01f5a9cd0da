/** A moment as staff in the company read it: "25 Nov 2026, 11:30" in the company's time zone, formatted once on the server. */
export function formatCompanyTime(moment: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  return format.format(moment);
}

/** One formatter per zone: building one costs far more than using it. */
const formats = new Map<string, Intl.DateTimeFormat>();
