import { data, redirect } from "react-router";
import type { Route } from "./+types/specifications";
import { FORM_INVALID_MESSAGE, noticeText, SPECIFICATION_LABEL_NOTICES } from "~/content/admin-catalogue";
import { requireStaff } from "~server/auth/require-staff";
import { auditTrail } from "~server/audit/audit-log";
import { requireForm } from "~server/forms/submission";
import {
  labelsVersion,
  listSpecificationLabels,
  saveSpecificationLabels,
  SPECIFICATION_LABELS_AUDIT_ID,
} from "~server/catalogue/admin/specification-labels-admin";
import { moveLabel, specificationLabelsFormSchema } from "~/lib/admin/specification-labels-schema";
import { parseForm } from "~/lib/forms/parse-form";
import { pageMeta } from "~/lib/seo";
import { AuditHistory } from "~/components/admin/catalogue/audit-history";
import { Notice } from "~/components/admin/catalogue/form-fields";
import { labelAnchor, SpecificationLabelsForm } from "~/components/admin/catalogue/specification-labels-form";

export const meta = () =>
  pageMeta({
    title: "Specification labels",
    description: "How specification labels are grouped.",
    noindex: true,
    locale: "en",
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const params = new URL(request.url).searchParams;
  const [rows, history] = await Promise.all([
    listSpecificationLabels(context.db),
    auditTrail(context.db, "specification-label", SPECIFICATION_LABELS_AUDIT_ID, 20),
  ]);
  const direction = params.get("direction");
  const label = params.get("label");
  return {
    rows,
    history,
    // The form starts afresh (new defaults) whenever the labels or their places differ from the ones it showed.
    version: labelsVersion(rows),
    notice: noticeText(SPECIFICATION_LABEL_NOTICES, params.get("notice")),
    moved:
      label && (direction === "up" || direction === "down")
        ? { key: label, direction: direction as typeof direction }
        : null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  const submission = parseForm(await requireForm(request), specificationLabelsFormSchema);
  if (submission.status !== "success")
    return data({ result: submission.reply({ formErrors: [FORM_INVALID_MESSAGE] }) }, { status: 400 });
  const { labels, move } = submission.value;
  const [index, direction] = (move?.split(":") ?? []) as [string?, ("up" | "down")?];
  const placed = index !== undefined && direction ? moveLabel(labels, Number(index), direction) : labels;
  const result = await saveSpecificationLabels(context.db, staff, placed);
  if (!result.ok)
    return data({ result: submission.reply({ formErrors: [result.message] }) }, { status: result.status });
  const moved = index !== undefined && direction ? labels[Number(index)] : undefined;
  if (moved)
    throw redirect(
      `/admin/specifications?notice=moved&label=${encodeURIComponent(moved.key)}&direction=${direction}#${labelAnchor(moved.key)}`,
    );
  throw redirect(`/admin/specifications?notice=${result.value.saved.length > 0 ? "saved" : "unchanged"}`);
}

export default function SpecificationLabelsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, history, version, notice, moved } = loaderData;
  return (
    <div className="max-w-6xl">
      <h1 className="text-2xl font-bold text-slate-900">Specification labels</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every label the products&apos; specifications use. Its group files it under a heading in the product page&apos;s
        table and in comparisons; its order places it within the group (1 first; blank: after the numbered ones, in the
        order the product lists them). Labels are matched without case, brackets with a unit and trailing punctuation,
        so &quot;Working Width (mm):&quot; and &quot;working width&quot; are one label.
      </p>
      {notice && !actionData && (
        <div className="mt-4">
          <Notice>{notice}</Notice>
        </div>
      )}
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-700">No product has labelled specifications yet.</p>
      ) : (
        <SpecificationLabelsForm key={version} rows={rows} lastResult={actionData?.result} moved={moved} />
      )}
      <AuditHistory entries={history} />
    </div>
  );
}
