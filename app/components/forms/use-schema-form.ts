/**
 * The one form hook of the site and the back office: Conform's useForm, fed with the action's answer (`lastResult`) and
 * checked in the browser with the form's own zod schema. The schema (and zod) loads on the first submit, so it is not part
 * of any page's first load; until it has loaded the submit waits, and if it cannot load the form posts and the server
 * checks. Conform marks invalid fields (aria-invalid, aria-describedby) and focuses the first one; without JavaScript the
 * page answered by the server gives that field `autoFocus`.
 */
import { useForm, type DefaultValue } from "@conform-to/react";
import { useRef, type FormEvent } from "react";
import { firstInvalidField, type FormResult } from "~/lib/forms/form-result";
import type { FormCheck } from "~/lib/forms/parse-form";

export function useSchemaForm<Schema extends Record<string, unknown>>(options: {
  /** The form element's id; fields get `${id}-${name}` and their errors `${id}-${name}-error`. */
  id: string;
  lastResult?: FormResult | null;
  defaultValue?: DefaultValue<Schema>;
  /** Loads the browser check, e.g. `() => import("./x-schema").then((m) => checkWith(m.schema))`; absent: the server checks alone. */
  check?: () => Promise<FormCheck>;
  /** The form's message when the browser finds mistakes (the server sends its own). */
  invalidMessage?: string;
}) {
  const check = useRef<FormCheck | "server" | null>(options.check ? null : "server");
  const loading = useRef(false);
  const [form, fields] = useForm<Schema>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate: ({ formData }) => (check.current as FormCheck)(formData) as never,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (check.current === "server") return;
    if (check.current) return form.onSubmit(event);
    event.preventDefault();
    if (loading.current) return;
    loading.current = true;
    const element = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    options.check!()
      .then(
        (loaded) => (check.current = loaded),
        // Offline or a new deployment: the form posts as it is and the server checks everything anyway.
        () => (check.current = "server"),
      )
      .finally(() => {
        loading.current = false;
        element.requestSubmit(submitter);
      });
  };

  const errors = form.allErrors;
  const hasFieldErrors = Object.keys(errors).some((name) => name !== "");
  const pageInvalid = firstInvalidField(options.lastResult);
  return {
    form,
    fields,
    /** Spread on the <form> (or React Router's <Form>/<fetcher.Form>). */
    formProps: { id: form.id, noValidate: true, onSubmit },
    /** The form's own message: the server's, else the browser's when fields are wrong. */
    message: form.errors?.[0] ?? (hasFieldErrors ? options.invalidMessage : undefined),
    /** `autoFocus` for the first invalid field of a page the server answered. */
    autoFocus: (name: string) => (name === pageInvalid ? true : undefined),
  };
}
