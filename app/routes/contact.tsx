import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { Route } from "./+types/contact";
import { ContactSection } from "~/components/contact/contact-section";
import { CONTACT_PAGE_TEXT } from "~/content/contact";
import { CONTACT_FORM_TEXT } from "~/content/forms";
import { BUSINESS_HOURS } from "~/content/site-config";
import { contactFormSchema } from "~/lib/forms/contact-schema";
import { submitOrKeep } from "~/lib/forms/submission";
import { pageMeta } from "~/lib/seo";
import { useSiteConfig } from "~/lib/use-site-config";
import { freshFormToken, handleSubmission } from "~server/forms/submission";
import { storeContactInquiry } from "~server/inquiries/submit-inquiries";

export function loader({ context }: Route.LoaderArgs) {
  return { formToken: freshFormToken(context, "contact") };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleSubmission({
    context,
    request,
    form: "contact",
    schema: contactFormSchema,
    store: (input) => storeContactInquiry(context.db, input, context.env),
  });
}

/** An unreachable server leaves the form filled in with the spec's fallback error, instead of the error page. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitOrKeep(request, serverAction, CONTACT_FORM_TEXT.errorText);
}

export const meta = () => pageMeta({ title: CONTACT_PAGE_TEXT.title, description: CONTACT_PAGE_TEXT.metaDescription });

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSiteConfig();
  const text = CONTACT_PAGE_TEXT.cards;
  const cards = [
    { icon: MapPin, title: text.address, lines: [`${site.city}, ${site.country}`] },
    {
      icon: Phone,
      title: text.phone,
      lines: [`${text.showroom}: ${site.showroomPhone}`, `${text.warehouse}: ${site.warehousePhone}`],
    },
    { icon: Mail, title: text.email, lines: [site.email] },
    { icon: Clock, title: text.hours, lines: BUSINESS_HOURS.map((row) => `${row.days}: ${row.hours}`) },
  ];
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h1 className="text-4xl font-bold text-slate-900">{CONTACT_PAGE_TEXT.title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{CONTACT_PAGE_TEXT.intro}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map(({ icon: Icon, title, lines }) => (
            <li
              key={title}
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
              data-testid={`contact-card-${title.toLowerCase().replace(/\s+/g, "-")}`}
            >
              <Icon className="h-7 w-7 text-brand-700" aria-hidden="true" />
              <h2 className="mt-3 text-lg font-semibold text-slate-900">{title}</h2>
              {lines.map((line) => (
                <p key={line} className="mt-1 text-sm text-slate-700">
                  {line}
                </p>
              ))}
            </li>
          ))}
        </ul>
      </div>
      <ContactSection formToken={loaderData.formToken} pageResult={actionData} />
      <div className="mx-auto max-w-7xl px-4 py-16">
        <ul className="grid gap-6 md:grid-cols-3">
          {CONTACT_PAGE_TEXT.closing.map((card) => (
            <li key={card.title} className="rounded-xl bg-brand-50 p-6">
              <h2 className="text-lg font-semibold text-brand-900">{card.title}</h2>
              <p className="mt-2 text-slate-700">{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
