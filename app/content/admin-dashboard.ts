/** Texts of the back-office dashboard (issue 17): the 24-hour promise in figures. */
import { ANSWER_PROMISE_HOURS } from "~/lib/quote-list/limits";

export const DASHBOARD_TEXT = {
  title: "Dashboard",
  description: "Requests, answer times against the 24-hour promise, overdue requests and the most requested products.",
  timeNote: (timeZone: string) =>
    `Weeks run Sunday to Saturday in ${timeZone} time; the last week is the current one, still running. Spam is left out.`,

  requests: {
    heading: "Requests per week",
    caption: "Contact inquiries and quote requests received each week, last 12 weeks.",
    chartLabel: (total: number) =>
      `Bar chart of requests per week, ${total} in all over 12 weeks. The table below gives each week's figures.`,
    series: { contact: "Contact", quote: "Quote" },
    tableCaption: "Requests per week",
    week: "Week",
    contact: "Contact",
    quote: "Quote",
    total: "Total",
  },

  answerTime: {
    heading: "Median time to first answer",
    caption: `Median hours from a request's arrival to its first answer, by the week it arrived, against the ${ANSWER_PROMISE_HOURS}-hour promise. Requests not answered yet are not in the median.`,
    chartLabel: (weeksOver: number, weeksWith: number) =>
      `Line chart of the median hours to a first answer per week, with the ${ANSWER_PROMISE_HOURS}-hour promise as a dashed line: ${weeksOver} of ${weeksWith} weeks with answers had a median over ${ANSWER_PROMISE_HOURS} hours. The table below gives each week's figures.`,
    promiseLine: `${ANSWER_PROMISE_HOURS} h promise`,
    axisUnit: "h",
    tableCaption: "Median time to first answer per week",
    week: "Week",
    received: "Received",
    answered: "Answered",
    median: "Median (hours)",
    noMedian: "no answer yet",
    overPromise: "over the promise",
  },

  overdue: {
    heading: "Overdue now",
    intro: `Open requests with no answer ${ANSWER_PROMISE_HOURS} hours or more after they arrived, the most overdue first.`,
    none: `No request is overdue: every open request is less than ${ANSWER_PROMISE_HOURS} hours old or answered.`,
    tableCaption: "Requests overdue now",
    reference: "Reference",
    kind: "Kind",
    name: "Name",
    received: "Received",
    overdue: "Overdue",
    status: "Status",
    more: (shown: number, total: number) => `Showing the ${shown} most overdue of ${total}.`,
    inboxLink: "Open the inbox, most overdue first",
    noReference: "(no reference)",
  },

  products: {
    heading: "Most requested products, last 90 days",
    intro: "By the number of quote requests naming the product, then by the total quantity asked for.",
    none: "No quote request in the last 90 days named a product.",
    tableCaption: "The 10 most requested products of the last 90 days",
    rank: "Rank",
    product: "Product",
    brand: "Brand",
    code: "Code",
    requests: "Requests",
    quantity: "Total quantity",
    deleted: "(no longer in the catalogue)",
  },
} as const;
