import { toast } from "~/components/toast/use-toast";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { SpamGuardFields } from "~/components/forms/spam-guard-fields";
import { useInquiryAnswer } from "~/components/forms/use-inquiry-answer";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { QUOTE_FORM_TEXT } from "~/content/forms";
import { OPTION_LABELS, PROJECT_SIZES, QUOTE_INDUSTRIES, QUOTE_PRODUCT_CATEGORIES, TIMELINES } from "~/content/options";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import type { QuoteFormInput } from "~/lib/forms/quote-schema";
import type { SubmissionResult } from "~/lib/forms/submission";
import { QUOTE_REQUEST_TEXT } from "~/content/quote-request";
import { qatarToday } from "~/lib/quotes/buyer-status";
import { QuoteConfirmation } from "./quote-confirmation";

/** The attachment types offered by the file picker; the server checks every file by its content. */
const ATTACHMENT_ACCEPT =
  ".pdf,.jpg,.jpeg,.png,.xlsx,application/pdf,image/jpeg,image/png,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Spec 2.13 and issue 17: the quote form; on success the whole page becomes the confirmation. It always posts to the
 * get-quote action of the page's edition (multipart, for the attachments), so it can be mounted on another page (the
 * quote list) too.
 * `withLines`: the visitor's quote list is not empty, so the request carries its lines and the button says so.
 */
export function QuoteForm({
  formToken,
  pageResult,
  prefill,
  intro,
  withLines = false,
  confirmationHeadingLevel = 1,
}: {
  formToken: string;
  pageResult?: SubmissionResult;
  prefill: Record<string, string>;
  intro?: React.ReactNode;
  withLines?: boolean;
  /** 2 where the page already has its own first-level heading (/quote-list). */
  confirmationHeadingLevel?: 1 | 2;
}) {
  const locale = useLocale();
  const to = useLocalizedPath();
  const text = QUOTE_FORM_TEXT[locale];
  const requestText = QUOTE_REQUEST_TEXT[locale];
  const labelsOf = OPTION_LABELS[locale];
  const answer = useInquiryAnswer("quote", pageResult, {
    onSuccess: () => {
      window.scrollTo({ top: 0 });
      toast({ title: text.successToastTitle, description: text.successToastText });
    },
    onFailure: () =>
      toast({
        title: text.failureToastTitle,
        description: text.failureToastText,
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
        ([{ checkWith }, { quoteFormSchema }]) => checkWith(quoteFormSchema(locale)),
      ),
  });
  if (result?.ok)
    return (
      <QuoteConfirmation
        reference={result.reference}
        privateUrl={result.privateUrl}
        headingLevel={confirmationHeadingLevel}
      />
    );
  const labels = { ...text.labels, ...requestText.labels };
  const field = (name: Exclude<keyof typeof labels, "attachments">) => ({
    field: fields[name],
    label: labels[name],
    autoFocus: autoFocus(name),
  });
  // The attachments are not in the schema (files are checked by the server alone): their message comes from the answer.
  const attachmentsError = result && !result.ok ? result.result.error?.attachments?.[0] : undefined;

  return (
    <>
      {intro}
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-xl font-semibold text-slate-900">{text.formTitle}</h2>
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
            action={to("/get-quote")}
            encType="multipart/form-data"
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
              labels={labelsOf}
              placeholder={text.placeholders.industry}
              required
            />
            <SelectField
              {...field("productCategory")}
              options={QUOTE_PRODUCT_CATEGORIES}
              labels={labelsOf}
              placeholder={text.placeholders.productCategory}
              required
            />
            <SelectField
              {...field("projectSize")}
              options={PROJECT_SIZES}
              labels={labelsOf}
              placeholder={text.placeholders.projectSize}
              required
            />
            <SelectField
              {...field("timeline")}
              options={TIMELINES}
              labels={labelsOf}
              placeholder={text.placeholders.timeline}
              required
            />
            <div className="sm:col-span-2">
              <TextAreaField
                {...field("requirements")}
                placeholder={text.placeholders.requirements}
                required
                maxLength={5000}
                rows={6}
              />
            </div>
            <TextField {...field("poReference")} maxLength={100} />
            <TextField {...field("neededBy")} type="date" min={qatarToday()} />
            <div className="sm:col-span-2">
              <TextField {...field("deliveryCity")} autoComplete="address-level2" maxLength={100} />
            </div>
            <div className="sm:col-span-2">
              <label htmlFor="quote-attachments" className="block text-sm font-medium text-slate-800">
                {labels.attachments}
              </label>
              <input
                id="quote-attachments"
                name="attachments"
                type="file"
                multiple
                accept={ATTACHMENT_ACCEPT}
                aria-describedby={
                  attachmentsError ? "quote-attachments-hint quote-attachments-error" : "quote-attachments-hint"
                }
                aria-invalid={attachmentsError ? true : undefined}
                className="mt-1 block w-full text-sm text-slate-900"
              />
              <p id="quote-attachments-hint" className="mt-1 text-sm text-slate-600">
                {requestText.attachmentsHint}
              </p>
              {attachmentsError && (
                <p id="quote-attachments-error" className="mt-1 text-sm text-red-700" data-testid="error-attachments">
                  {attachmentsError}
                </p>
              )}
            </div>
            <div className="sm:col-span-2">
              <button
                type="submit"
                disabled={answer.busy}
                className="w-full rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
              >
                {answer.busy ? text.submitting : withLines ? requestText.submitWithLines : text.submit}
              </button>
            </div>
          </answer.Form>
        </div>
      </div>
    </>
  );
}
