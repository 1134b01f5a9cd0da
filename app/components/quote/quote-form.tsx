import { toast } from "~/components/toast/use-toast";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { SpamGuardFields } from "~/components/forms/spam-guard-fields";
import { useInquiryAnswer } from "~/components/forms/use-inquiry-answer";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { QUOTE_FORM_TEXT } from "~/content/forms";
import { PROJECT_SIZES, QUOTE_INDUSTRIES, QUOTE_PRODUCT_CATEGORIES, TIMELINES } from "~/content/options";
import type { QuoteFormInput } from "~/lib/forms/quote-schema";
import type { SubmissionResult } from "~/lib/forms/submission";
import { QuoteConfirmation } from "./quote-confirmation";

/** Spec 2.13: the quote form; on success the whole page becomes the confirmation. */
export function QuoteForm({
  formToken,
  pageResult,
  prefill,
  intro,
}: {
  formToken: string;
  pageResult?: SubmissionResult;
  prefill: Record<string, string>;
  intro: React.ReactNode;
}) {
  const answer = useInquiryAnswer("quote", pageResult, {
    onSuccess: () => {
      window.scrollTo({ top: 0 });
      toast({ title: QUOTE_FORM_TEXT.successToastTitle, description: QUOTE_FORM_TEXT.successToastText });
    },
    onFailure: () =>
      toast({
        title: QUOTE_FORM_TEXT.failureToastTitle,
        description: QUOTE_FORM_TEXT.failureToastText,
        variant: "destructive",
      }),
  });
  const result = answer.result;
  const { fields, formProps, autoFocus } = useSchemaForm<QuoteFormInput>({
    id: "quote",
    lastResult: result?.result,
    defaultValue: prefill,
    check: () =>
      Promise.all([import("~/lib/forms/parse-form"), import("~/lib/forms/quote-schema")]).then(
        ([{ checkWith }, { quoteFormSchema }]) => checkWith(quoteFormSchema),
      ),
  });
  if (result?.ok) return <QuoteConfirmation reference={result.reference} />;
  const labels = QUOTE_FORM_TEXT.labels;
  const field = (name: keyof typeof labels) => ({
    field: fields[name],
    label: labels[name],
    autoFocus: autoFocus(name),
  });

  return (
    <>
      {intro}
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-xl font-semibold text-slate-900">{QUOTE_FORM_TEXT.formTitle}</h2>
          {result && !result.ok && (
            <p
              role="alert"
              className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800"
              data-testid="quote-form-error"
            >
              {result.message}
            </p>
          )}
          <answer.Form
            {...formProps}
            method="post"
            action="/get-quote"
            className="relative mt-6 grid gap-4 sm:grid-cols-2"
            data-testid="quote-form"
          >
            <SpamGuardFields token={answer.formToken ?? formToken} />
            <TextField {...field("firstName")} autoComplete="given-name" required maxLength={100} />
            <TextField {...field("lastName")} autoComplete="family-name" required maxLength={100} />
            <TextField {...field("email")} type="email" autoComplete="email" required maxLength={254} />
            <TextField {...field("phone")} type="tel" autoComplete="tel" required maxLength={40} />
            <div className="sm:col-span-2">
              <TextField {...field("company")} autoComplete="organization" maxLength={200} />
            </div>
            <SelectField
              {...field("industry")}
              options={QUOTE_INDUSTRIES}
              placeholder={QUOTE_FORM_TEXT.placeholders.industry}
              required
            />
            <SelectField
              {...field("productCategory")}
              options={QUOTE_PRODUCT_CATEGORIES}
              placeholder={QUOTE_FORM_TEXT.placeholders.productCategory}
              required
            />
            <SelectField
              {...field("projectSize")}
              options={PROJECT_SIZES}
              placeholder={QUOTE_FORM_TEXT.placeholders.projectSize}
              required
            />
            <SelectField
              {...field("timeline")}
              options={TIMELINES}
              placeholder={QUOTE_FORM_TEXT.placeholders.timeline}
              required
            />
            <div className="sm:col-span-2">
              <TextAreaField
                {...field("requirements")}
                placeholder={QUOTE_FORM_TEXT.placeholders.requirements}
                required
                maxLength={5000}
                rows={6}
              />
            </div>
            <div className="sm:col-span-2">
              <button
                type="submit"
                disabled={answer.busy}
                className="w-full rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
              >
                {answer.busy ? QUOTE_FORM_TEXT.submitting : QUOTE_FORM_TEXT.submit}
              </button>
            </div>
          </answer.Form>
        </div>
      </div>
    </>
  );
}
