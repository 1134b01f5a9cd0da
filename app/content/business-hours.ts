/** Spec 9.7: the opening hours as the contact page reads them, in both languages, from OPENING_HOURS (site-config.ts). */
import { bilingual } from "~/lib/i18n/bilingual";
import { OPENING_HOURS } from "./site-config";

function clock(time: string, [am, pm]: readonly [string, string]): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, "0")} ${hours < 12 ? am : pm}`;
}

const WEEKDAYS_AR: Record<string, string> = {
  Saturday: "السبت",
  Sunday: "الأحد",
  Monday: "الاثنين",
  Tuesday: "الثلاثاء",
  Wednesday: "الأربعاء",
  Thursday: "الخميس",
  Friday: "الجمعة",
};

/** The opening hours as rows to read, from OPENING_HOURS, in one language's day names, clock and list separator. */
function businessHours(
  dayName: (day: string) => string,
  meridiem: readonly [string, string],
  separator: string,
  closed: string,
): Array<{ days: string; hours: string }> {
  return [
    ...OPENING_HOURS.map(({ days, periods }) => ({
      days: days.length > 1 ? `${dayName(days[0])} – ${dayName(days[days.length - 1]!)}` : dayName(days[0]),
      hours: periods.map(([opens, closes]) => `${clock(opens, meridiem)} – ${clock(closes, meridiem)}`).join(separator),
    })),
    { days: dayName("Friday"), hours: closed },
  ];
}

export const BUSINESS_HOURS = bilingual<ReadonlyArray<{ days: string; hours: string }>>({
  en: businessHours((day) => day, ["AM", "PM"], ", ", "Closed"),
  ar: businessHours((day) => WEEKDAYS_AR[day] ?? day, ["ص", "م"], "، ", "مغلق"),
});
