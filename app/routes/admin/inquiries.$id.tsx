import { Mail, MessageCircle } from "lucide-react";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/inquiries.$id";
import { NoteForm, StatusChangeForm } from "~/components/admin/inbox/inquiry-actions";
import { InquiryFields } from "~/components/admin/inbox/inquiry-fields";
import { InquiryHistory, type HistoryItem } from "~/components/admin/inbox/inquiry-history";
import { QuotationPanel, RequestAttachments, RequestLines } from "~/components/admin/inbox/quotation-panel";
import { StatusBadge } from "~/components/admin/inbox/status-badge";
import { companyLocale, INBOX_TEXT } from "~/content/admin-inbox";
import { DEFAULT_QUOTATION_TERMS, QUOTATION_HISTORY_TEXT, QUOTATION_TEXT } from "~/content/admin-quotation";
import { formatCompanyTime } from "~/lib/admin/company-time";
import { mailtoHref, whatsappReplyHref } from "~/lib/admin/contact-links";
import { inquiryActionSchema } from "~/lib/admin/inquiry-action-schema";
import { parseForm } from "~/lib/forms/parse-form";
import { formFailure } from "~/lib/forms/form-reply";
import { buyerStatus, qatarToday } from "~/lib/quotes/buyer-status";
import { defaultValidUntil, quotationFormSchema } from "~/lib/quotes/quotation-schema";
import { centsToDecimal } from "~/lib/quotes/quotation-totals";
import { requireStaff } from "~server/auth/require-staff";
import { pageMeta } from "~/lib/seo";
import { inquiryWithHistory } from "~server/inquiries/inbox";
import { addInquiryNote, changeInquiryStatus } from "~server/inquiries/inbox-workflow";
import { requireForm } from "~server/forms/submission";
import { quotationRefusal, sendQuotation } from "~server/quotes/send-quotation";
import { quotationBasis, quoteRequestDetail } from "~server/quotes/staff-quotation";

export const meta = ({ data: loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData?.inquiry.reference ? `Inquiry ${loaderData.inquiry.reference}` : "Inquiry",
    description: "Inquiry detail.",
    noindex: true,
    locale: "en",
  });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request);
  const found = await inquiryWithHistory(context.db, params.id);
  if (!found) throw data(INBOX_TEXT.notFound, { status: 404 });
  const { timeZone, callingCode } = companyLocale(context.env.site.country);
  // The private link's hash stays on the server: the staff page never carries the link or anything derived from it.
  const { inquiry: stored, history } = found;
  const { accessTokenHash: _hash, ...inquiry } = stored;
  const reference = inquiry.reference ?? inquiry.id;
  const buyerName = `${inquiry.firstName} ${inquiry.lastName}`.trim();
  const items: HistoryItem[] = history.map((event) => ({
    id: event.id,
    kind: event.kind,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    body: event.body,
    author: event.authorName
      ? `${event.authorName} (${event.authorEmail})`
      : event.kind.startsWith("buyer-")
        ? QUOTATION_HISTORY_TEXT.buyerAuthor(buyerName, inquiry.email)
        : (event.authorEmail ?? "Former staff member"),
    at: formatCompanyTime(event.createdAt, timeZone),
    isoAt: event.createdAt.toISOString(),
  }));
  const detail = await quoteRequestDetail(context.db, inquiry.id);
  const today = qatarToday();
  const latest = detail.versions[0];
  const sent = Number(new URL(request.url).searchParams.get("sent"));
  return {
    inquiry: { ...inquiry, receivedAt: formatCompanyTime(inquiry.createdAt, timeZone) },
    history: items,
    mailto: mailtoHref(inquiry.email, reference),
    whatsapp: whatsappReplyHref(inquiry.phone, callingCode, inquiry.firstName, reference),
    lines: detail.lines.map((line) => {
      const price = detail.latestPrices.get(line.id);
      return { ...line, unitPriceCents: price?.unitPriceCents ?? null, lineTotalCents: price?.lineTotalCents ?? null };
    }),
    attachments: detail.attachments.map((file) => ({
      ...file,
      href: `/admin/inquiries/${inquiry.id}/attachments/${file.id}`,
    })),
    versions: detail.versions.map((version) => ({
      ...version,
      sentAt: formatCompanyTime(version.sentAt, timeZone),
      isoSentAt: version.sentAt.toISOString(),
      respondedAt: version.respondedAt?.toISOString() ?? null,
    })),
    buyerStatus: buyerStatus(inquiry.status, latest, today),
    refusal: quotationRefusal(inquiry, detail.lines.length, latest),
    sentNotice:
      latest && sent === latest.version && Number.isInteger(sent)
        ? QUOTATION_TEXT.sentNotice(sent, inquiry.email)
        : null,
    formLines: detail.lines.map((line) => {
      const price = detail.latestPrices.get(line.id);
      return {
        position: line.position,
        name: line.name,
        quantity: line.quantity,
        unitPrice: price ? centsToDecimal(price.unitPriceCents) : "",
      };
    }),
    quotationDefaults: {
      discount: latest && latest.discountCents > 0 ? centsToDecimal(latest.discountCents) : "",
      // A new version starts from a fresh validity; the latest one's date may have passed.
      validUntil: defaultValidUntil(today),
      terms: latest?.terms ?? DEFAULT_QUOTATION_TERMS,
    },
  };
}

/**
 * "Send Quotation": a request that cannot get one says why before its fields are checked; the form's schema is built from
 * the request's own lines; sendQuotation checks again inside its transaction (the authority) and writes everything.
 */
async function quotationAction(context: Route.ActionArgs["context"], id: string, form: FormData, staffId: string) {
  const intent = "quotation";
  const basis = await quotationBasis(context.db, id);
  if (!basis) throw data(INBOX_TEXT.notFound, { status: 404 });
  const refusal = quotationRefusal(basis.inquiry, basis.lines.length, basis.latest);
  if (refusal) return data({ intent, result: formFailure(form, refusal) }, { status: 422 });
  const submission = parseForm(form, quotationFormSchema(basis.lines, qatarToday()));
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  const result = await sendQuotation(context.db, { ...submission.value, inquiryId: id, staffId }, context.env);
  if (!result.ok) return data({ intent, result: formFailure(form, result.message) }, { status: result.status });
  throw redirect(`/admin/inquiries/${id}?sent=${result.version}`, 303);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  const form = await requireForm(request);
  if (form.get("intent") === "quotation") return quotationAction(context, params.id, form, staff.id);
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

/** After a conflict (409) show the status or quotation a colleague set; React Router skips reloading after other 4xx answers. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export default function InquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiry, history, mailto, whatsapp } = loaderData;
  const quotationFeedback = actionData?.intent === "quotation" ? actionData : undefined;
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
        <div className="min-w-0 space-y-5">
          <InquiryFields inquiry={inquiry} />
          {inquiry.kind === "quote" && (
            <>
              <RequestLines lines={loaderData.lines} />
              <RequestAttachments attachments={loaderData.attachments} />
            </>
          )}
          <QuotationPanel
            versions={loaderData.versions}
            buyerStatus={loaderData.buyerStatus}
            refusal={loaderData.refusal}
            sentNotice={loaderData.sentNotice}
            formLines={loaderData.formLines}
            defaults={loaderData.quotationDefaults}
            feedback={quotationFeedback}
          />
        </div>
        <div className="space-y-5">
          <StatusChangeForm status={inquiry.status} feedback={actionData} resetKey={history.length} />
          <InquiryHistory items={history} />
          <NoteForm feedback={actionData} resetKey={history.length} />
        </div>
      </div>
    </div>
  );
}
