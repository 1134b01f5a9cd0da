import { Globe, Mail, Phone, Warehouse } from "lucide-react";
import { toast } from "~/components/toast/use-toast";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { useInquiryAnswer } from "~/components/forms/use-inquiry-answer";
import { SpamGuardFields } from "~/components/forms/spam-guard-fields";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { CONTACT_FORM_TEXT } from "~/content/forms";
import { CONTACT_CATEGORIES } from "~/content/options";
import type { ContactFormInput } from "~/lib/forms/contact-schema";
import type { SubmissionResult } from "~/lib/forms/submission";
import { useSiteConfig } from "~/lib/use-site-config";

/**
 * Spec 2.12: "Get In Touch" with the contact rows and the "Request a Quote" form. Used on the home page and on /contact;
 * it always posts to the /contact action, so without JavaScript the answer is shown on the contact page.
 */
export function ContactSection({ formToken, pageResult }: { formToken: string; pageResult?: SubmissionResult }) {
  const site = useSiteConfig();
  const answer = useInquiryAnswer("contact", pageResult, {
    // The server's answer to a success resets the form (Conform empties the fields).
    onSuccess: (reference) =>
      toast({
        title: CONTACT_FORM_TEXT.successTitle,
        description: `${CONTACT_FORM_TEXT.successText} ${CONTACT_FORM_TEXT.reference(reference)}`,
      }),
    onFailure: (message) =>
      toast({
        title: CONTACT_FORM_TEXT.errorTitle,
        description: message || CONTACT_FORM_TEXT.errorText,
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
        ([{ checkWith }, { contactFormSchema }]) => checkWith(contactFormSchema),
      ),
  });
  const field = (name: keyof typeof fields & keyof typeof CONTACT_FORM_TEXT.labels) => ({
    field: fields[name],
    label: CONTACT_FORM_TEXT.labels[name],
    autoFocus: autoFocus(name),
  });
  const rows = [
    {
      icon: Phone,
      label: CONTACT_FORM_TEXT.rows.showroom,
      value: site.showroomPhone,
      href: `tel:${site.showroomPhone.replace(/\s/g, "")}`,
    },
    {
      icon: Warehouse,
      label: CONTACT_FORM_TEXT.rows.warehouse,
      value: site.warehousePhone,
      href: `tel:${site.warehousePhone.replace(/\s/g, "")}`,
    },
    { icon: Mail, label: CONTACT_FORM_TEXT.rows.email, value: site.email, href: `mailto:${site.email}` },
    {
      icon: Globe,
      label: CONTACT_FORM_TEXT.rows.website,
      value: site.websiteHost,
      href: `https://${site.websiteHost}`,
    },
  ];

  return (
    <section id="contact-section" aria-labelledby="contact-title" className="bg-slate-50 py-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h2 id="contact-title" className="text-3xl font-bold text-slate-900">
            {CONTACT_FORM_TEXT.sectionTitle}
          </h2>
          <p className="mt-3 text-slate-700">{CONTACT_FORM_TEXT.sectionIntro}</p>
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
          <h3 className="text-xl font-semibold text-slate-900">{CONTACT_FORM_TEXT.formTitle}</h3>
          {result?.ok && (
            <p
              role="status"
              className="mt-4 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900"
              data-testid="contact-success"
            >
              <strong>{CONTACT_FORM_TEXT.successTitle}.</strong> {CONTACT_FORM_TEXT.successText}{" "}
              {CONTACT_FORM_TEXT.reference(result.reference)}
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
            action="/contact"
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
              placeholder={CONTACT_FORM_TEXT.categoryPlaceholder}
              required
            />
            <div className="sm:col-span-2">
              <TextAreaField
                {...field("message")}
                placeholder={CONTACT_FORM_TEXT.messagePlaceholder}
                required
                maxLength={5000}
              />
            </div>
            <div className="sm:col-span-2">
              <button
                type="submit"
                disabled={answer.busy}
                className="w-full rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
              >
                {answer.busy ? CONTACT_FORM_TEXT.submitting : CONTACT_FORM_TEXT.submit}
              </button>
            </div>
          </answer.Form>
        </div>
      </div>
    </section>
  );
}
