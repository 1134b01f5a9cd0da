/** A quote request's lines, attachments and quotation on the staff detail page (issue 17). Texts: app/content/admin-quotation.ts. */
import { getInputProps, getTextareaProps } from "@conform-to/react";
import { Download } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { QUOTATION_TEXT as TEXT } from "~/content/admin-quotation";
import { formatBytes } from "~/lib/admin/format-bytes";
import type { FormResult } from "~/lib/forms/form-result";
import { QUOTATION_TERMS_MAX } from "~/lib/quote-list/limits";
import { PRIVATE_QUOTE_TEXT } from "~/content/private-quote";
import { qatarToday, type BuyerStatus } from "~/lib/quotes/buyer-status";
import { priceField, type QuotationFormLine } from "~/lib/quotes/quotation-schema";
import { formatQar } from "~/lib/quotes/quotation-totals";

const sectionClass = "rounded-lg border border-slate-200 bg-white p-5";
const headingClass = "text-lg font-semibold text-slate-900";
const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-700";

export interface RequestLine {
  id: string;
  position: number;
  name: string;
  brand: string;
  serialNumber: string | null;
  quantity: number;
  note: string | null;
  /** The latest quotation's prices, when there is one. */
  unitPriceCents: number | null;
  lineTotalCents: number | null;
}

export interface RequestAttachment {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  href: string;
}

export interface QuotationVersionView {
  version: number;
  status: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  validUntil: string;
  terms: string;
  sentAt: string;
  isoSentAt: string;
  declineReason: string | null;
}

export function RequestLines({ lines }: { lines: RequestLine[] }) {
  const priced = lines.some((line) => line.unitPriceCents !== null);
  return (
    <section aria-labelledby="request-lines-heading" className={sectionClass}>
      <h2 id="request-lines-heading" className={headingClass}>
        {TEXT.linesHeading}
      </h2>
      {lines.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{TEXT.linesEmpty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-start text-sm" data-testid="request-lines">
            <caption className="sr-only">{TEXT.linesCaption(lines.length)}</caption>
            <thead>
              <tr className="border-b border-slate-300 text-xs uppercase tracking-wide text-slate-600">
                <th scope="col" className="py-2 pe-3 text-start">
                  {TEXT.columns.position}
                </th>
                <th scope="col" className="py-2 pe-3 text-start">
                  {TEXT.columns.name}
                </th>
                <th scope="col" className="py-2 pe-3 text-start">
                  {TEXT.columns.brand}
                </th>
                <th scope="col" className="py-2 pe-3 text-start">
                  {TEXT.columns.code}
                </th>
                <th scope="col" className="py-2 pe-3 text-end">
                  {TEXT.columns.quantity}
                </th>
                {priced && (
                  <>
                    <th scope="col" className="py-2 pe-3 text-end">
                      {TEXT.columns.unitPrice}
                    </th>
                    <th scope="col" className="py-2 pe-3 text-end">
                      {TEXT.columns.lineTotal}
                    </th>
                  </>
                )}
                <th scope="col" className="py-2 text-start">
                  {TEXT.columns.note}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id} className="border-b border-slate-100 align-top" data-testid="request-line">
                  <td className="py-2 pe-3 text-slate-700">{line.position}</td>
                  <th scope="row" className="py-2 pe-3 text-start font-medium text-slate-900">
                    {line.name}
                  </th>
                  <td className="py-2 pe-3 text-slate-800">{line.brand}</td>
                  <td className="py-2 pe-3 font-mono text-slate-800">{line.serialNumber ?? "—"}</td>
                  <td className="py-2 pe-3 text-end tabular-nums text-slate-900">{line.quantity}</td>
                  {priced && (
                    <>
                      <td className="py-2 pe-3 text-end tabular-nums text-slate-900">
                        {line.unitPriceCents === null ? "—" : formatQar(line.unitPriceCents)}
                      </td>
                      <td className="py-2 pe-3 text-end tabular-nums text-slate-900">
                        {line.lineTotalCents === null ? "—" : formatQar(line.lineTotalCents)}
                      </td>
                    </>
                  )}
                  <td className="whitespace-pre-wrap break-words py-2 text-slate-800">{line.note ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function RequestAttachments({ attachments }: { attachments: RequestAttachment[] }) {
  return (
    <section aria-labelledby="request-attachments-heading" className={sectionClass}>
      <h2 id="request-attachments-heading" className={headingClass}>
        {TEXT.attachmentsHeading}
      </h2>
      {attachments.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{TEXT.attachmentsEmpty}</p>
      ) : (
        <ul className="mt-3 space-y-2" data-testid="request-attachments">
          {attachments.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-x-3 text-sm">
              {/* A plain link: the file is a download from a resource route, not a page. */}
              <a
                href={file.href}
                download={file.fileName}
                className="inline-flex items-center gap-1 font-medium text-brand-700 underline hover:text-brand-900"
                aria-label={TEXT.download(file.fileName)}
              >
                <Download aria-hidden="true" className="size-4" />
                <span className="break-all">{file.fileName}</span>
              </a>
              <span className="text-slate-700">
                {`${TEXT.attachmentTypes[file.contentType] ?? file.contentType} · ${formatBytes(file.sizeBytes)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className={strong ? "font-semibold text-slate-900" : "text-slate-700"}>{label}</dt>
      <dd className={`tabular-nums ${strong ? "font-semibold text-slate-900" : "text-slate-900"}`}>{value}</dd>
    </div>
  );
}

export interface QuotationFeedback {
  intent?: string;
  result: FormResult;
}

export function QuotationPanel({
  versions,
  buyerStatus,
  refusal,
  sentNotice,
  formLines,
  defaults,
  feedback,
}: {
  versions: QuotationVersionView[];
  buyerStatus: BuyerStatus;
  /** Why no quotation can be sent now; the form is not shown. */
  refusal: string | null;
  sentNotice: string | null;
  formLines: Array<QuotationFormLine & { unitPrice: string }>;
  defaults: { discount: string; validUntil: string; terms: string };
  feedback?: QuotationFeedback;
}) {
  const [latest, ...earlier] = versions;
  return (
    <section aria-labelledby="quotation-heading" className={sectionClass} data-testid="quotation-panel">
      <h2 id="quotation-heading" className={headingClass}>
        {TEXT.quotationHeading}
      </h2>
      {sentNotice && (
        <p
          role="status"
          className="mt-3 rounded-md bg-green-50 px-3 py-2 text-sm text-green-900"
          data-testid="quotation-sent"
        >
          {sentNotice}
        </p>
      )}
      {latest && (
        <div className="mt-3" data-testid="quotation-latest">
          <p className="text-sm text-slate-900">
            <span className="font-semibold" data-testid="quotation-version">
              {TEXT.current(latest.version)}
            </span>{" "}
            · {TEXT.buyerSees}:{" "}
            <span className="font-semibold" data-testid="quotation-buyer-status">
              {PRIVATE_QUOTE_TEXT.en.statusLabels[buyerStatus]}
            </span>
          </p>
          <p className="text-xs text-slate-700">
            {TEXT.sentAt} <time dateTime={latest.isoSentAt}>{latest.sentAt}</time> · {TEXT.validUntil}{" "}
            <time dateTime={latest.validUntil}>{latest.validUntil}</time>
          </p>
          <dl className="mt-3 max-w-sm space-y-1 text-sm">
            <Amount label={TEXT.subtotal} value={formatQar(latest.subtotalCents)} />
            {latest.discountCents > 0 && (
              <Amount label={TEXT.discount} value={`- ${formatQar(latest.discountCents)}`} />
            )}
            <Amount label={TEXT.total} value={formatQar(latest.totalCents)} strong />
          </dl>
          {latest.declineReason && (
            <p className="mt-2 text-sm text-slate-900">
              <span className="font-semibold">{TEXT.declineReason}:</span> {latest.declineReason}
            </p>
          )}
          <h3 className="mt-3 text-xs font-semibold uppercase tracking-wide text-slate-600">{TEXT.terms}</h3>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-900">{latest.terms}</p>
          {earlier.length > 0 && (
            <>
              <h3 className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-600">
                {TEXT.earlierHeading}
              </h3>
              <ul className="mt-1 space-y-1 text-sm text-slate-800" data-testid="quotation-earlier">
                {earlier.map((version) => (
                  <li key={version.version}>
                    {TEXT.earlierVersion(
                      version.version,
                      formatQar(version.totalCents),
                      TEXT.quotationStatus[version.status] ?? version.status,
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {refusal ? (
        <p className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800" data-testid="quotation-refusal">
          {refusal}
        </p>
      ) : (
        <QuotationForm
          key={versions.length}
          basedOn={latest?.version ?? 0}
          lines={formLines}
          defaults={defaults}
          feedback={feedback}
        />
      )}
    </section>
  );
}

function FieldError({ id, error, name }: { id: string; error: string | undefined; name: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-700" data-testid={`error-${name}`}>
      {error}
    </p>
  ) : null;
}

function QuotationForm({
  basedOn,
  lines,
  defaults,
  feedback,
}: {
  basedOn: number;
  lines: Array<QuotationFormLine & { unitPrice: string }>;
  defaults: { discount: string; validUntil: string; terms: string };
  feedback?: QuotationFeedback;
}) {
  const busy = useNavigation().state === "submitting";
  const defaultValue: Record<string, string> = { ...defaults };
  for (const line of lines) defaultValue[priceField(line.position)] = line.unitPrice;
  const { form, fields, formProps, message, autoFocus } = useSchemaForm<Record<string, string>>({
    id: "quotation",
    lastResult: feedback?.intent === "quotation" ? feedback.result : undefined,
    defaultValue,
    check: () =>
      Promise.all([import("~/lib/forms/parse-form"), import("~/lib/quotes/quotation-schema")]).then(
        ([{ checkWith }, { quotationFormSchema }]) => checkWith(quotationFormSchema(lines, qatarToday())),
      ),
  });
  const formHeading = basedOn === 0 ? TEXT.prepareHeading : TEXT.changeHeading(basedOn + 1);
  return (
    <Form
      method="post"
      {...formProps}
      className="mt-4 border-t border-slate-200 pt-4"
      aria-labelledby="quotation-form-heading"
    >
      <h3 id="quotation-form-heading" className="text-base font-semibold text-slate-900">
        {formHeading}
      </h3>
      {basedOn > 0 && <p className="mt-1 text-sm text-slate-700">{TEXT.changeHint}</p>}
      <input type="hidden" name="intent" value="quotation" />
      <input type="hidden" name="basedOn" value={basedOn} />
      <div className="mt-3 space-y-3">
        {lines.map((line) => {
          const field = fields[priceField(line.position)]!;
          return (
            <div key={line.position}>
              <label htmlFor={field.id} className="block text-sm font-medium text-slate-800">
                {TEXT.unitPriceLabel(line.name)} <span className="font-normal text-slate-700">(× {line.quantity})</span>
              </label>
              <input
                {...getInputProps(field, { type: "text" })}
                inputMode="decimal"
                autoComplete="off"
                autoFocus={autoFocus(field.name)}
                className={`${inputClass} max-w-48`}
              />
              <FieldError id={field.errorId} error={field.errors?.[0]} name={field.name} />
            </div>
          );
        })}
        <div>
          <label htmlFor={fields.discount!.id} className="block text-sm font-medium text-slate-800">
            {TEXT.discountLabel}
          </label>
          <input
            {...getInputProps(fields.discount!, { type: "text" })}
            inputMode="decimal"
            autoComplete="off"
            autoFocus={autoFocus("discount")}
            className={`${inputClass} max-w-48`}
          />
          <FieldError id={fields.discount!.errorId} error={fields.discount!.errors?.[0]} name="discount" />
        </div>
        <div>
          <label htmlFor={fields.validUntil!.id} className="block text-sm font-medium text-slate-800">
            {TEXT.validUntilLabel}
          </label>
          <p id="quotation-valid-until-hint" className="text-xs text-slate-700">
            {TEXT.validUntilHint}
          </p>
          <input
            {...getInputProps(fields.validUntil!, { type: "date" })}
            aria-describedby={
              fields.validUntil!.errors?.length
                ? `quotation-valid-until-hint ${fields.validUntil!.errorId}`
                : "quotation-valid-until-hint"
            }
            autoFocus={autoFocus("validUntil")}
            className={`${inputClass} max-w-48`}
          />
          <FieldError id={fields.validUntil!.errorId} error={fields.validUntil!.errors?.[0]} name="validUntil" />
        </div>
        <div>
          <label htmlFor={fields.terms!.id} className="block text-sm font-medium text-slate-800">
            {TEXT.termsLabel}
          </label>
          <textarea
            {...getTextareaProps(fields.terms!)}
            rows={5}
            maxLength={QUOTATION_TERMS_MAX}
            autoFocus={autoFocus("terms")}
            className={inputClass}
          />
          <FieldError id={fields.terms!.errorId} error={fields.terms!.errors?.[0]} name="terms" />
        </div>
      </div>
      <button
        type="submit"
        disabled={busy}
        className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {busy ? TEXT.sending : TEXT.send}
      </button>
      {(message ?? form.allErrors.basedOn?.[0]) && (
        <p
          role="alert"
          className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
          data-testid="quotation-error"
        >
          {message ?? form.allErrors.basedOn?.[0]}
        </p>
      )}
    </Form>
  );
}
