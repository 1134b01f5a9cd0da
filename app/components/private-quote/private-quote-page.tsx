import { useEffect, useId, useRef, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { PRIVATE_QUOTE_TEXT } from "~/content/private-quote";
import { INTL_LOCALE } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { formatIsoDate, formatQar } from "~/lib/quotes/money";
import { BUYER_DECLINE_REASON_MAX, BUYER_QUESTION_MAX } from "~/lib/quote-list/limits";
import type { BuyerFormAnswer, BuyerIntent, Letterhead, PrivateQuoteView } from "~/lib/quotes/private-quote-view";

/** The page's texts in its edition (/q/… English, /ar/q/… Arabic). */
function useText() {
  return PRIVATE_QUOTE_TEXT[useLocale()];
}

/**
 * An amount, a code or an address inside text that may run right to left: isolated and left to right, so
 * "QAR 1,250.00" or "+974 4444 5555" keeps its order on the Arabic page (decision 140).
 */
function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/**
 * Issues 17 and 18: the buyer's private page in the request's language; printed, it is an A4 quotation on the company's
 * letterhead (app.css, print), right to left in Arabic.
 */
export function PrivateQuotePage({
  view,
  letterhead,
  lockedMinutes,
  pageAnswer,
}: {
  view: PrivateQuoteView | null;
  letterhead: Letterhead | null;
  lockedMinutes: number | null;
  pageAnswer?: BuyerFormAnswer;
}) {
  // The forms share their fetchers by key: once accepted or declined the forms are gone, and the answer shows here.
  const acceptFetcher = useFetcher<BuyerFormAnswer>({ key: "buyer-accept" });
  const declineFetcher = useFetcher<BuyerFormAnswer>({ key: "buyer-decline" });
  const decision =
    acceptFetcher.data ?? declineFetcher.data ?? (pageAnswer?.intent === "question" ? undefined : pageAnswer);
  const locale = useLocale();
  const TEXT = PRIVATE_QUOTE_TEXT[locale];
  const date = (isoDate: string) => formatIsoDate(isoDate, locale);
  const quantityFormat = new Intl.NumberFormat(INTL_LOCALE[locale]);
  if (!view || !letterhead) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center bg-slate-50 px-4 py-16">
        <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h1 className="text-2xl font-bold text-slate-900">{TEXT.tooManyTitle}</h1>
          <p className="mt-2 text-sm text-slate-700" role="alert">
            {TEXT.tooMany(lockedMinutes ?? 15)}
          </p>
        </div>
      </div>
    );
  }
  const quotation = view.quotation;
  const priced = quotation !== null;
  const status = view.status;
  const respondedOn = quotation?.respondedOn ? date(quotation.respondedOn) : "";
  const statusText =
    status === "accepted"
      ? TEXT.statusText.accepted(respondedOn)
      : status === "declined"
        ? TEXT.statusText.declined(respondedOn)
        : status === "expired"
          ? TEXT.statusText.expired(date(quotation!.validUntil))
          : TEXT.statusText[status];
  const cols = TEXT.columns;

  return (
    <div data-print="quotation" className="mx-auto max-w-5xl px-4 py-10 print:max-w-none print:p-0 print:text-[11pt]">
      <header
        className="mb-6 hidden border-b-2 border-slate-800 pb-3 print:flex print:items-end print:justify-between"
        data-testid="print-letterhead"
      >
        <div>
          <p className="text-xl font-bold">{letterhead.companyName}</p>
          <p>{letterhead.address}</p>
        </div>
        <div className="text-end text-sm">
          <p>
            <Ltr>{letterhead.phone}</Ltr>
          </p>
          <p>
            <Ltr>{letterhead.email}</Ltr>
          </p>
          <p>
            <Ltr>{letterhead.website}</Ltr>
          </p>
        </div>
      </header>
      {priced && <p className="hidden text-lg font-semibold uppercase print:block">{TEXT.letterheadTitle}</p>}
      <h1 className="text-3xl font-bold text-slate-900 print:text-2xl">{TEXT.title(view.reference)}</h1>
      <dl className="mt-4 grid gap-x-8 gap-y-2 sm:grid-cols-2 print:grid-cols-2">
        <div className="flex gap-2">
          <dt className="font-medium text-slate-600">{TEXT.statusLabel}:</dt>
          <dd className="font-semibold text-slate-900" data-testid="buyer-status">
            {TEXT.statusLabels[status]}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-medium text-slate-600">{TEXT.requestedOn}:</dt>
          <dd>{date(view.requestedOn)}</dd>
        </div>
        {quotation && (
          <>
            <div className="flex gap-2">
              <dt className="font-medium text-slate-600">{TEXT.quotationDate}:</dt>
              <dd>
                {date(quotation.sentOn)} ({TEXT.version(quotation.version)})
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="font-medium text-slate-600">{TEXT.validUntil}:</dt>
              <dd data-testid="valid-until">{date(quotation.validUntil)}</dd>
            </div>
          </>
        )}
      </dl>
      <p className="mt-4 rounded-md bg-brand-50 p-3 text-slate-800 print:hidden" data-testid="status-text">
        {statusText}
      </p>
      {status !== "sent" && (
        <div className="print:hidden">
          <AnswerMessage answer={decision} testId="decision-answer" />
        </div>
      )}
      {status === "declined" && quotation?.declineReason && (
        <p className="mt-2 text-sm text-slate-700 print:hidden">{TEXT.declineReasonShown(quotation.declineReason)}</p>
      )}

      <h2 className="mt-8 text-xl font-semibold text-slate-900">{TEXT.linesTitle}</h2>
      {view.lines.length === 0 ? (
        <p className="mt-2 text-slate-700">{TEXT.noLines}</p>
      ) : (
        <div className="mt-3 overflow-x-auto print:overflow-visible">
          <table className="w-full border-collapse text-start text-sm" data-testid="quote-lines">
            <thead>
              <tr className="border-b border-slate-300 text-slate-600">
                <th scope="col" className="py-2 pe-3 text-start">
                  {cols.product}
                </th>
                <th scope="col" className="py-2 pe-3 text-start">
                  {cols.brand}
                </th>
                <th scope="col" className="py-2 pe-3 text-start">
                  {cols.code}
                </th>
                <th scope="col" className="py-2 pe-3 text-end">
                  {cols.quantity}
                </th>
                {priced && (
                  <>
                    <th scope="col" className="py-2 pe-3 text-end">
                      {cols.unitPrice}
                    </th>
                    <th scope="col" className="py-2 text-end">
                      {cols.lineTotal}
                    </th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {view.lines.map((line) => (
                <tr key={line.id} className="border-b border-slate-200 align-top break-inside-avoid">
                  <th scope="row" className="py-2 pe-3 text-start font-medium text-slate-900">
                    {line.name}
                    {line.note && (
                      <span className="block text-xs font-normal text-slate-600">
                        {cols.note}: {line.note}
                      </span>
                    )}
                  </th>
                  <td className="py-2 pe-3">{line.brand}</td>
                  <td className="py-2 pe-3 font-mono text-xs">{line.serialNumber && <Ltr>{line.serialNumber}</Ltr>}</td>
                  <td className="py-2 pe-3 text-end">{quantityFormat.format(line.quantity)}</td>
                  {priced && (
                    <>
                      <td className="py-2 pe-3 text-end whitespace-nowrap">
                        {line.unitPrice !== null && <Ltr>{formatQar(line.unitPrice)}</Ltr>}
                      </td>
                      <td className="py-2 text-end whitespace-nowrap">
                        {line.lineTotal !== null && <Ltr>{formatQar(line.lineTotal)}</Ltr>}
                      </td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {quotation && (
        <>
          <dl className="ms-auto mt-4 w-full max-w-xs space-y-1 text-sm break-inside-avoid" data-testid="quote-totals">
            <div className="flex justify-between gap-4">
              <dt>{TEXT.subtotal}</dt>
              <dd className="whitespace-nowrap">
                <Ltr>{formatQar(quotation.subtotal)}</Ltr>
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>{TEXT.discount}</dt>
              <dd className="whitespace-nowrap">
                <Ltr>{formatQar(quotation.discount)}</Ltr>
              </dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-slate-400 pt-1 text-base font-bold">
              <dt>{TEXT.total}</dt>
              <dd className="whitespace-nowrap" data-testid="quote-total">
                <Ltr>{formatQar(quotation.total)}</Ltr>
              </dd>
            </div>
          </dl>
          <section className="mt-6 break-inside-avoid">
            <h2 className="text-lg font-semibold text-slate-900">{TEXT.terms}</h2>
            <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{quotation.terms}</p>
          </section>
        </>
      )}

      <div className="mt-8 space-y-6 print:hidden" data-testid="buyer-actions">
        {quotation && status === "sent" && (
          <div className="grid gap-6 md:grid-cols-2">
            <AcceptForm version={quotation.version} pageAnswer={pageAnswer} />
            <DeclineForm version={quotation.version} pageAnswer={pageAnswer} />
          </div>
        )}
        <QuestionForm pageAnswer={pageAnswer} />
        <p className="text-sm text-slate-600">{TEXT.printHint}</p>
      </div>
    </div>
  );
}

/** One form's fetcher and the answer it shows: the fetcher's (with JavaScript) or the page's (posted without). */
function useBuyerForm(intent: BuyerIntent, pageAnswer: BuyerFormAnswer | undefined) {
  const fetcher = useFetcher<BuyerFormAnswer>({ key: `buyer-${intent}` });
  const formRef = useRef<HTMLFormElement>(null);
  const answer = fetcher.data ?? (pageAnswer?.intent === intent ? pageAnswer : undefined);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);
  const fieldError = (name: string) => (answer && !answer.ok ? answer.result?.error?.[name]?.[0] : undefined);
  const typed = (name: string) => {
    const value =
      answer && !answer.ok ? (answer.result?.initialValue as Record<string, unknown> | undefined)?.[name] : undefined;
    return typeof value === "string" ? value : undefined;
  };
  return { fetcher, formRef, answer, busy: fetcher.state !== "idle", fieldError, typed };
}

function AnswerMessage({ answer, testId }: { answer: BuyerFormAnswer | undefined; testId: string }) {
  if (!answer) return null;
  return answer.ok ? (
    <p role="status" className="mt-3 rounded-md bg-green-50 p-3 text-sm text-green-900" data-testid={testId}>
      {answer.message}
    </p>
  ) : (
    <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid={testId}>
      {answer.message}
    </p>
  );
}

const BUTTON =
  "rounded-md px-5 py-2.5 font-semibold disabled:cursor-wait disabled:opacity-70 focus-visible:outline-offset-2";
const CONTROL =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-700";

function AcceptForm({ version, pageAnswer }: { version: number; pageAnswer?: BuyerFormAnswer }) {
  const TEXT = useText();
  const form = useBuyerForm("accept", pageAnswer);
  return (
    <form.fetcher.Form method="post" ref={form.formRef} className="rounded-xl border border-slate-200 p-5">
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="version" value={version} />
      <button
        type="submit"
        disabled={form.busy}
        className={`${BUTTON} w-full bg-accent-700 text-white hover:bg-green-800`}
      >
        {form.busy ? TEXT.accepting : TEXT.accept}
      </button>
      <AnswerMessage answer={form.answer} testId="accept-answer" />
    </form.fetcher.Form>
  );
}

function DeclineForm({ version, pageAnswer }: { version: number; pageAnswer?: BuyerFormAnswer }) {
  const TEXT = useText();
  const form = useBuyerForm("decline", pageAnswer);
  const id = useId();
  const error = form.fieldError("reason");
  return (
    <form.fetcher.Form
      method="post"
      ref={form.formRef}
      className="rounded-xl border border-slate-200 p-5"
      aria-label={TEXT.declineTitle}
    >
      <input type="hidden" name="intent" value="decline" />
      <input type="hidden" name="version" value={version} />
      <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-800">
        {TEXT.declineReason}
      </label>
      <textarea
        id={`${id}-reason`}
        name="reason"
        rows={3}
        maxLength={BUYER_DECLINE_REASON_MAX}
        defaultValue={form.typed("reason")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-reason-error` : undefined}
        autoFocus={error && !form.fetcher.data ? true : undefined}
        className={CONTROL}
      />
      {error && (
        <p id={`${id}-reason-error`} className="mt-1 text-sm text-red-700" data-testid="error-reason">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={form.busy}
        className={`${BUTTON} mt-3 border border-slate-400 bg-white text-slate-900 hover:bg-slate-100`}
      >
        {form.busy ? TEXT.declining : TEXT.decline}
      </button>
      <AnswerMessage answer={form.answer} testId="decline-answer" />
    </form.fetcher.Form>
  );
}

function QuestionForm({ pageAnswer }: { pageAnswer?: BuyerFormAnswer }) {
  const TEXT = useText();
  const form = useBuyerForm("question", pageAnswer);
  const id = useId();
  const error = form.fieldError("message");
  return (
    <form.fetcher.Form
      method="post"
      ref={form.formRef}
      className="rounded-xl border border-slate-200 p-5"
      aria-label={TEXT.askTitle}
    >
      <input type="hidden" name="intent" value="question" />
      <label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-800">
        {TEXT.question}
      </label>
      <textarea
        id={`${id}-message`}
        name="message"
        rows={4}
        maxLength={BUYER_QUESTION_MAX}
        aria-required="true"
        defaultValue={form.typed("message")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message-error` : undefined}
        autoFocus={error && !form.fetcher.data ? true : undefined}
        className={CONTROL}
      />
      {error && (
        <p id={`${id}-message-error`} className="mt-1 text-sm text-red-700" data-testid="error-message">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={form.busy}
        className={`${BUTTON} mt-3 bg-brand-700 text-white hover:bg-brand-800`}
      >
        {form.busy ? TEXT.asking : TEXT.ask}
      </button>
      <AnswerMessage answer={form.answer} testId="question-answer" />
    </form.fetcher.Form>
  );
}
