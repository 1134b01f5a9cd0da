/**
 * The inquiry forms post through a fetcher, so the visitor stays on the page (the home page's contact section too), and
 * each new answer of the server raises its toast once. Without JavaScript the page passes the action's answer in.
 */
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { SubmissionResult } from "~/lib/forms/submission";

/** The quote form's fetcher, which /quote-list also reads to keep the form's confirmation after the list empties. */
export const QUOTE_FORM_FETCHER_KEY = "quote-form";

export function useInquiryAnswer(
  kind: "contact" | "quote",
  pageResult: SubmissionResult | undefined,
  handlers: { onSuccess: (reference: string) => void; onFailure: (message: string) => void },
) {
  const fetcher = useFetcher<SubmissionResult>({ key: kind === "quote" ? QUOTE_FORM_FETCHER_KEY : "contact-form" });
  const handled = useRef<SubmissionResult | undefined>(undefined);
  const callbacks = useRef(handlers);
  callbacks.current = handlers;

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) callbacks.current.onSuccess(answer.reference);
    else callbacks.current.onFailure(answer.message);
  }, [fetcher.state, fetcher.data]);

  const result = fetcher.data ?? pageResult;
  return { Form: fetcher.Form, result, formToken: result?.formToken, busy: fetcher.state !== "idle" };
}
