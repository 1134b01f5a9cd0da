/**
 * A request's age against the 24-hour answer promise (decision 125): "due in 5 h" while the promise holds, "overdue by
 * 3 h" once it is broken. Pure, for the inbox column and the dashboard's overdue list.
 *
 * Wording: under an hour in whole minutes ("due in 45 min"), under 48 hours in whole hours ("overdue by 30 h"), from 48
 * hours in whole days ("overdue by 3 days"). Always rounded down, but never below 1 of the unit: a request 20 seconds
 * from its deadline is "due in 1 min", and one that just passed it is "overdue by 1 min".
 */
import { ANSWER_DUE_TEXT } from "~/content/answer-promise";
import { ANSWER_PROMISE_HOURS } from "~/lib/quote-list/limits";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Statuses in which a request still waits for an answer (with no first answer recorded yet). */
export const OPEN_STATUSES = ["pending", "in_progress"] as const;

export interface AnswerDue {
  overdue: boolean;
  /** Milliseconds until the deadline; negative once it has passed. */
  remainingMs: number;
  text: string;
}

/** The moment the promise runs out for a request received at `createdAt`. */
export function answerDeadline(createdAt: Date, promiseHours: number = ANSWER_PROMISE_HOURS): Date {
  return new Date(createdAt.getTime() + promiseHours * HOUR);
}

/** Whether the request still waits for its first answer, so its age against the promise is shown. */
export function awaitsFirstAnswer(status: string, firstAnsweredAt: Date | null | undefined): boolean {
  return (OPEN_STATUSES as readonly string[]).includes(status) && !firstAnsweredAt;
}

/** "45 min", "5 h", "3 days": a positive span in the unit the wording rule picks. */
export function formatSpan(ms: number): string {
  const span = Math.abs(ms);
  if (span < HOUR) return ANSWER_DUE_TEXT.minutes(Math.max(1, Math.floor(span / MINUTE)));
  if (span < 48 * HOUR) return ANSWER_DUE_TEXT.hours(Math.floor(span / HOUR));
  return ANSWER_DUE_TEXT.days(Math.floor(span / (24 * HOUR)));
}

export function answerDue(createdAt: Date, now: Date, promiseHours: number = ANSWER_PROMISE_HOURS): AnswerDue {
  const remainingMs = answerDeadline(createdAt, promiseHours).getTime() - now.getTime();
  const overdue = remainingMs <= 0;
  const span = formatSpan(remainingMs);
  return { overdue, remainingMs, text: overdue ? ANSWER_DUE_TEXT.overdueBy(span) : ANSWER_DUE_TEXT.dueIn(span) };
}
