import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { FieldErrors } from "~/lib/forms/fields";
import { focusFirstInvalid, validateInBrowser, type FormKind } from "~/lib/forms/client-validation";
import { firstInvalidField, type SubmissionResult } from "~/lib/forms/submission";

export type { SubmissionResult };

/**
 * One inquiry form's life: a browser check with the form's schema, a post to its route action without a reload, and the
 * server's answer (field errors, a message, or a reference). Without JavaScript the page passes the action's answer in.
 */
export function useInquiryForm(options: {
  kind: FormKind;
  action: string;
  /** The form's field names in page order. */
  fields: readonly string[];
  pageResult?: SubmissionResult;
  onSuccess: (reference: string, form: HTMLFormElement | null) => void;
  onFailure: (message: string) => void;
}) {
  const fetcher = useFetcher<SubmissionResult>({ key: `${options.kind}-form` });
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [checking, setChecking] = useState(false);
  const result = fetcher.data ?? options.pageResult;
  const handled = useRef<SubmissionResult | undefined>(undefined);
  const callbacks = useRef(options);
  callbacks.current = options;

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      callbacks.current.onSuccess(answer.reference, formRef.current);
    } else {
      callbacks.current.onFailure(answer.message);
      if (formRef.current) focusFirstInvalid(formRef.current, answer.errors);
    }
  }, [fetcher.state, fetcher.data]);

  // Without JavaScript the page re-renders with the answer: bring the first invalid field into focus once hydrated.
  useEffect(() => {
    if (options.pageResult && !options.pageResult.ok && formRef.current) focusFirstInvalid(formRef.current, options.pageResult.errors);
  }, [options.pageResult]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setChecking(true);
    try {
      const errors = await validateInBrowser(options.kind, form);
      setClientErrors(errors);
      if (Object.keys(errors).length > 0) {
        focusFirstInvalid(form, errors);
        return;
      }
      await fetcher.submit(form, { method: "post", action: options.action });
    } catch {
      // The browser check could not load (offline?): the server checks everything anyway.
      await fetcher.submit(form, { method: "post", action: options.action });
    } finally {
      setChecking(false);
    }
  };

  const serverErrors = result && !result.ok ? result.errors : {};
  const errors = Object.keys(clientErrors).length > 0 ? clientErrors : serverErrors;
  const firstError = (field: string) => errors[field]?.[0];
  // Only a page answered by the server (no JavaScript) needs autofocus; with JavaScript the effects above move focus.
  const pageInvalid = options.pageResult && !options.pageResult.ok ? firstInvalidField(options.fields, options.pageResult.errors) : undefined;
  const field = (name: string) => ({ name, error: firstError(name), autoFocus: pageInvalid === name && result === options.pageResult ? true : undefined });
  return { formRef, result, errors, firstError, field, onSubmit, busy: checking || fetcher.state !== "idle", clearClientErrors: () => setClientErrors({}) };
}
