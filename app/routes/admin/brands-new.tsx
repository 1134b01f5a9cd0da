import { Link } from "react-router";
import type { Route } from "./+types/brands-new";
import { requireStaff } from "~server/auth/require-staff";
import { createBrandFromForm } from "~server/catalogue/admin/brand-actions";
import { pageMeta } from "~/lib/seo";
import { BrandForm, EMPTY_BRAND_FORM } from "~/components/admin/catalogue/brand-form";
import { requireForm } from "~server/forms/submission";

export const meta = () => pageMeta({ title: "New brand", description: "Add a brand.", noindex: true, locale: "en" });

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  return createBrandFromForm(context, staff, await requireForm(request));
}

export default function NewBrandPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-3xl">
      <Link to="/admin/brands" className="text-sm text-brand-800 underline">
        ← All brands
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">New brand</h1>
      <BrandForm values={EMPTY_BRAND_FORM} lastResult={actionData?.result} submitLabel="Create brand" />
    </div>
  );
}
