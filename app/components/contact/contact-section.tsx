import { Globe, Mail, Phone, Warehouse } from "lucide-react";
import { toast } from "~/components/toast/use-toast";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { useInquiryAnswer } from "~/components/forms/use-inquiry-answer";
import { SpamGuardFields } from "~/components/forms/spam-guard-fields";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { CONTACT_FORM_TEXT } from "~/content/forms";
import { CONTACT_CATEGORIES, OPTION_LABELS } from "~/content/options";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import type { ContactFormInput } from "~/lib/forms/contact-schema";
import type { SubmissionResult } from "~/lib/forms/submission";
import { useSiteConfig } from "~/lib/use-site-config";

/**
 * Spec 2.12: "Get In Touch" with the contact rows and the "Request a Quote" form. Used on the home page and on /contact;
 * it always posts to the contact action of the page's edition (/contact or /ar/contact), so without JavaScript the
 * answer is shown on the contact page, in the same language.
 */
export function ContactSection({ formToken, pageResult }: { formToken: string; pageResult?: SubmissionResult }) {
  const site = useSiteConfig();
  const locale = useLocale();
  const to = useLocalizedPath();
  const text = CONTACT_FORM_TEXT[locale];
  const answer = useInquiryAnswer("contact", pageResult, {
    // The server's answer to a success resets the form (Conform empties the fields).
    onSuccess: (reference) =>
      toast({
        title: text.successTitle,
        description: `${text.successText} ${text.reference(reference)}`,
      }),
    onFailure: (message) =>
      toast({
        title: text.errorTitle,
        description: message || text.errorText,
        variant: "destructive",
      }),
  });
  const result = answer.result;
  // Without JavaScript a success re-renders the page: the server's reset answer shows the form empty again.
  const { fields, formProps, autoFocus } = useSchemaForm<ContactFormInput>({
    id: "contact",
    lastResult: result?.result,
    check: () =>
      Promise.all([import("~/lib/forms/parse-form"), import("~/lib/forms/contact-schema")]).then(
        ([{ checkWith }, { contactFormSchema }]) => checkWith(contactFormSchema(locale)),
      ),
  });
  const field = (name: keyof typeof fields & keyof typeof text.labels) => ({
    field: fields[name],
    label: text.labels[name],
    autoFocus: autoFocus(name),
  });
  const rows = [
    {
      icon: Phone,
      label: text.rows.showroom,
      value: site.showroomPhone,
      href: `tel:${site.showroomPhone.replace(/\s/g, "")}`,
    },
    {
      icon: Warehouse,
      label: text.rows.warehouse,
      value: site.warehousePhone,
      href: `tel:${site.warehousePhone.replace(/\s/g, "")}`,
    },
    { icon: Mail, label: text.rows.email, value: site.email, href: `mailto:${site.email}` },
    {
      icon: Globe,
      label: text.rows.website,
      value: site.websiteHost,
      href: `https://${site.websiteHost}`,
    },
  ];

  return (
    <section id="contact-section" aria-labelledby="contact-title" className="bg-slate-50 py-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h2 id="contact-title" className="text-3xl font-bold text-slate-900">
            {text.sectionTitle}
          </h2>
          <p className="mt-3 text-slate-700">{text.sectionIntro}</p>
          <ul className="mt-8 space-y-5">
            {rows.map(({ icon: Icon, label, value, href }) => (
              <li key={label} className="flex items-start gap-4">
                <span className="rounded-lg bg-brand-100 p-3 text-brand-800">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-sm font-medium text-slate-600">{label}</span>
                  <a href={href} className="font-semibold text-slate-900 hover:text-brand-700" dir="ltr">
                    {value}
                  </a>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-3">
          <h3 className="text-xl font-semibold text-slate-900">{text.formTitle}</h3>
          {result?.ok && (
            <p
              role="status"
              className="mt-4 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900"
              data-testid="contact-success"
            >
              <strong>{text.successTitle}.</strong> {text.successText} {text.reference(result.reference)}
            </p>
          )}
          {result && !result.ok && (
            <p
              role="alert"
              className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800"
              data-testid="contact-form-error"
            >
              {result.message}
            </p>
          )}
          <answer.Form
            {...formProps}
            method="post"
            action={to("/contact")}
            className="relative mt-6 grid gap-4 sm:grid-cols-2"
            data-testid="contact-form"
          >
            <SpamGuardFields token={answer.formToken ?? formToken} />
            <TextField {...field("firstName")} autoComplete="given-name" required maxLength={100} />
            <TextField {...field("lastName")} autoComplete="family-name" required maxLength={100} />
            <TextField {...field("email")} type="email" autoComplete="email" required maxLength={254} />
            <TextField {...field("phone")} type="tel" autoComplete="tel" maxLength={40} />
            <TextField {...field("company")} autoComplete="organization" maxLength={200} />
            <SelectField
              {...field("category")}
              options={CONTACT_CATEGORIES}
              labels={OPTION_LABELS[locale]}
              placeholder={text.categoryPlaceholder}
              required
            />
            <div className="sm:col-span-2">
              <TextAreaField {...field("message")} placeholder={text.messagePlaceholder} required maxLength={5000} />
            </div>
            <div className="sm:col-span-2">
              <button
                type="submit"
                disabled={answer.busy}
                className="w-full rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
              >
                {answer.busy ? text.submitting : text.submit}
              </button>
            </div>
          </answer.Form>
        </div>
      </div>
    </section>
  );
}
