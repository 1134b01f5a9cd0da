import { Mail, MessageCircle } from "lucide-react";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/inquiries.$id";
import { NoteForm, StatusChangeForm } from "~/components/admin/inbox/inquiry-actions";
import { InquiryFields } from "~/components/admin/inbox/inquiry-fields";
import { InquiryHistory, type HistoryItem } from "~/components/admin/inbox/inquiry-history";
import { StatusBadge } from "~/components/admin/inbox/status-badge";
import { companyLocale, INBOX_TEXT } from "~/content/admin-inbox";
import { formatCompanyTime } from "~/lib/admin/company-time";
import { mailtoHref, whatsappReplyHref } from "~/lib/admin/contact-links";
import { inquiryActionSchema } from "~/lib/admin/inquiry-action-schema";
import { parseForm } from "~/lib/forms/parse-form";
import { requireStaff } from "~server/auth/require-staff";
import { pageMeta } from "~/lib/seo";
import { inquiryWithHistory } from "~server/inquiries/inbox";
import { addInquiryNote, changeInquiryStatus } from "~server/inquiries/inbox-workflow";
import { requireForm } from "~server/forms/submission";

export const meta = ({ data: loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData?.inquiry.reference ? `Inquiry ${loaderData.inquiry.reference}` : "Inquiry",
    description: "Inquiry detail.",
    noindex: true,
  });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request);
  const found = await inquiryWithHistory(context.db, params.id);
  if (!found) throw data(INBOX_TEXT.notFound, { status: 404 });
  const { timeZone, callingCode } = companyLocale(context.env.site.country);
  const { inquiry, history } = found;
  const reference = inquiry.reference ?? inquiry.id;
  const items: HistoryItem[] = history.map((event) => ({
    id: event.id,
    kind: event.kind,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    body: event.body,
    author: event.authorName
      ? `${event.authorName} (${event.authorEmail})`
      : (event.authorEmail ?? "Former staff member"),
    at: formatCompanyTime(event.createdAt, timeZone),
    isoAt: event.createdAt.toISOString(),
  }));
  return {
    inquiry: { ...inquiry, receivedAt: formatCompanyTime(inquiry.createdAt, timeZone) },
    history: items,
    mailto: mailtoHref(inquiry.email, reference),
    whatsapp: whatsappReplyHref(inquiry.phone, callingCode, inquiry.firstName, reference),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  const form = await requireForm(request);
  const submission = parseForm(form, inquiryActionSchema);
  const intent = String(form.get("intent") ?? "");
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  const change = submission.value;
  const result =
    change.intent === "note"
      ? await addInquiryNote(context.db, { inquiryId: params.id, body: change.body, staffId: staff.id })
      : await changeInquiryStatus(context.db, {
          inquiryId: params.id,
          from: change.from,
          to: change.to,
          note: change.note,
          staffId: staff.id,
        });
  if (!result.ok)
    return data({ intent, result: submission.reply({ formErrors: [result.message] }) }, { status: result.status });
  // Post/redirect/get: reloading the page does not send the change again.
  throw redirect(`/admin/inquiries/${params.id}`, 303);
}

/** After a conflict (409) show the status the colleague set; React Router skips reloading after other 4xx answers. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export default function InquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiry, history, mailto, whatsapp } = loaderData;
  const name = `${inquiry.firstName} ${inquiry.lastName}`.trim();
  return (
    <div className="space-y-5">
      <Link to="/admin/inquiries" className="text-sm font-medium text-brand-700 underline hover:text-brand-900">
        Back to inquiries
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          <span className="font-mono">{inquiry.reference ?? "Inquiry"}</span>{" "}
          <span className="text-slate-700">· {name}</span>
        </h1>
        <StatusBadge status={inquiry.status} />
      </div>
      <div className="flex flex-wrap gap-3">
        {mailto && (
          <a
            href={mailto}
            className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <Mail aria-hidden="true" className="size-4" /> Email {inquiry.firstName}
          </a>
        )}
        {whatsapp && (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-md bg-green-800 px-3 py-2 text-sm font-semibold text-white hover:bg-green-900"
          >
            <MessageCircle aria-hidden="true" className="size-4" /> WhatsApp {inquiry.firstName}
          </a>
        )}
      </div>
      <div className="grid items-start gap-5 lg:grid-cols-[3fr_2fr]">
        <InquiryFields inquiry={inquiry} />
        <div className="space-y-5">
          <StatusChangeForm status={inquiry.status} feedback={actionData} resetKey={history.length} />
          <InquiryHistory items={history} />
          <NoteForm feedback={actionData} resetKey={history.length} />
        </div>
      </div>
    </div>
  );
}
