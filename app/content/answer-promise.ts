/**
 * Texts of the site's 24-hour answer promise in the back office (issue 17): the inbox's "due in 5 h" / "overdue by 3 h"
 * column and the dashboard's overdue list. The wording rule is in app/lib/admin/answer-due.ts (decision 125).
 */
export const ANSWER_DUE_TEXT = {
  dueIn: (amount: string) => `due in ${amount}`,
  overdueBy: (amount: string) => `overdue by ${amount}`,
  minutes: (count: number) => `${count} min`,
  hours: (count: number) => `${count} h`,
  days: (count: number) => `${count} ${count === 1 ? "day" : "days"}`,
  /** The cell of a request that is not waiting for its first answer (answered, closed, spam). */
  notWaiting: "—",
  notWaitingLabel: "Not waiting for a first answer",
} as const;
