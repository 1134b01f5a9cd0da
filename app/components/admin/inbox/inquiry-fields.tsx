import { INQUIRY_KIND_LABELS } from "~/content/admin-inbox";
import { SALES_NOTIFICATION } from "~/content/emails";
import { localeLabel, type InquiryVisitorFields } from "~/lib/admin/inquiry-fields";

export interface InquiryFieldsData extends InquiryVisitorFields {
  receivedAt: string;
  /** The quote form's optional extras (issue 17). */
  poReference?: string | null;
  neededBy?: string | null;
  deliveryCity?: string | null;
}

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">
        {value || <span className="text-slate-600">Not given</span>}
      </dd>
    </div>
  );
}

/** Every stored field as React text: markup typed by a visitor is shown literally and never run. */
export function InquiryFields({ inquiry }: { inquiry: InquiryFieldsData }) {
  return (
    <section aria-labelledby="inquiry-fields-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="inquiry-fields-heading" className="text-lg font-semibold text-slate-900">
        Sender and request
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field
          label="Kind"
          value={INQUIRY_KIND_LABELS[inquiry.kind as keyof typeof INQUIRY_KIND_LABELS] ?? inquiry.kind}
        />
        <Field label="Received" value={inquiry.receivedAt} />
        <Field label="Language" value={localeLabel(inquiry.locale)} />
        <Field label="First name" value={inquiry.firstName} />
        <Field label="Last name" value={inquiry.lastName} />
        <Field label="Email" value={inquiry.email} />
        <Field label="Phone" value={inquiry.phone} />
        <Field label="Company" value={inquiry.company} />
        <Field label="Category" value={inquiry.category} />
        {inquiry.kind === "quote" && (
          <>
            <Field label="Industry" value={inquiry.industry} />
            <Field label="Product category" value={inquiry.productCategory} />
            <Field label="Project size" value={inquiry.projectSize} />
            <Field label="Timeline" value={inquiry.timeline} />
            <Field label={SALES_NOTIFICATION.labels.poReference} value={inquiry.poReference ?? null} />
            <Field label={SALES_NOTIFICATION.labels.neededBy} value={inquiry.neededBy ?? null} />
            <Field label={SALES_NOTIFICATION.labels.deliveryCity} value={inquiry.deliveryCity ?? null} />
          </>
        )}
      </dl>
      <h3 className="mt-6 text-xs font-semibold uppercase tracking-wide text-slate-600">Message</h3>
      <p
        data-testid="inquiry-message"
        className="mt-1 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-slate-900"
      >
        {inquiry.message}
      </p>
    </section>
  );
}
