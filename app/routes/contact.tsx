import { loadWithIslands } from "~/components/hydration/island";
import type { Route } from "./+types/contact";
import {
  ContactPageClosingIsland,
  ContactPageIntroIsland,
  ContactSectionIsland,
} from "~/components/contact/contact-islands";
import { CONTACT_PAGE_HEAD } from "~/content/inquiry-heads";
import { contactFormSchema } from "~/lib/forms/contact-schema";
import { submitOrKeep } from "~/lib/forms/submit-or-keep";
import { localeOfPath, localeOfRequest } from "~/lib/i18n/locale";
import { pageMeta } from "~/lib/seo";
import { freshFormToken, handleSubmission } from "~server/forms/submission";
import { storeContactInquiry } from "~server/inquiries/submit-inquiries";

export function loader({ context }: Route.LoaderArgs) {
  return { formToken: freshFormToken(context, "contact") };
}

/** A client-side navigation loads the page's islands with its data (the first load hydrates them when used). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadWithIslands(serverLoader, ContactPageIntroIsland, ContactSectionIsland, ContactPageClosingIsland);
}

/** The form of /contact or /ar/contact: checked and answered in its edition, and stored with it (issue 18). */
export function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  return handleSubmission({
    context,
    request,
    form: "contact",
    schema: contactFormSchema(locale),
    store: (input) => storeContactInquiry(context.db, input, context.env, locale),
  });
}

/** An unreachable server leaves the form filled in with the spec's fallback error, instead of the error page. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitOrKeep(request, serverAction, CONTACT_PAGE_HEAD[localeOfRequest(request)].errorText);
}

export const meta = ({ location }: Route.MetaArgs) => {
  const locale = localeOfPath(location.pathname);
  const head = CONTACT_PAGE_HEAD[locale];
  return pageMeta({ title: head.title, description: head.metaDescription, locale });
};

/** Spec 2.12: three islands (contact-islands.ts), so the first load is the route module alone. */
export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ContactPageIntroIsland />
      <ContactSectionIsland formToken={loaderData.formToken} pageResult={actionData} />
      <ContactPageClosingIsland />
    </>
  );
}
