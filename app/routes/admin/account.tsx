import { useState, type FormEvent } from "react";
import { data, Form, redirect, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/account";
import { STAFF_AUTH_TEXT } from "~/content/staff-auth";
import { passwordChangeErrors, passwordChangeSchema, type PasswordChangeErrors } from "~/lib/admin/account-schema";
import { MIN_PASSWORD_LENGTH } from "~/lib/admin/password-rules";
import { requireStaff } from "~/lib/admin/staff.server";
import { pageMeta } from "~/lib/seo";
import { changeOwnPassword } from "../../../server/auth/account.server";
import { requireForm } from "../../../server/forms/submission";

export const meta = () => pageMeta({ title: "Your account", description: "Change your back-office password.", noindex: true });

export function loader({ context, request }: Route.LoaderArgs) {
  const staff = requireStaff(context, request);
  return { email: staff.email, name: staff.name, changed: new URL(request.url).searchParams.get("changed") === "1" };
}

/** A rate-limited answer tells the browser when to try again. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  const form = await requireForm(request);
  const input = Object.fromEntries(["currentPassword", "newPassword", "confirmPassword"].map((field) => [field, form.get(field) ?? undefined]));
  const parsed = passwordChangeSchema.safeParse(input);
  if (!parsed.success) return data({ errors: passwordChangeErrors(input), message: undefined }, { status: 400 });
  const result = await changeOwnPassword(context, request, staff, parsed.data);
  if ("errors" in result) {
    const headers: HeadersInit = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
    return data({ errors: result.errors, message: result.message }, { status: result.status, headers });
  }
  // Post/redirect/get: this browser keeps working with its new session; a reload does not post again.
  throw redirect("/admin/account?changed=1", { headers: { "Set-Cookie": result.cookie } });
}

const FIELD_CLASS = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700";

function PasswordField({ name, label, autoComplete, error, hint }: { name: string; label: string; autoComplete: string; error?: string; hint?: string }) {
  const describedBy = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">{label}</label>
      <input id={name} name={name} type="password" autoComplete={autoComplete} required aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={FIELD_CLASS} />
      {hint && <p id={`${name}-hint`} className="mt-1 text-sm text-slate-600">{hint}</p>}
      {error && <p id={`${name}-error`} className="mt-1 text-sm text-red-700" data-testid={`error-${name}`}>{error}</p>}
    </div>
  );
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const submit = useSubmit();
  const [browserErrors, setBrowserErrors] = useState<PasswordChangeErrors | null>(null);
  const errors = browserErrors ?? actionData?.errors ?? {};

  // The schema (and zod) loads on the first submit, so it is not part of the page's first-load JavaScript.
  async function checkInBrowser(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { passwordChangeErrors: errorsOf } = await import("~/lib/admin/account-schema");
    const found = errorsOf(Object.fromEntries(new FormData(form)));
    setBrowserErrors(Object.keys(found).length ? found : null);
    if (Object.keys(found).length) form.querySelector<HTMLInputElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
    else await submit(form);
  }

  return (
    <div className="max-w-lg">
      <h1 className="text-2xl font-bold text-slate-900">Your account</h1>
      <p className="mt-2 text-slate-700">
        Signed in as <strong>{loaderData.name ?? loaderData.email}</strong> ({loaderData.email}).
      </p>
      {loaderData.changed && !actionData && (
        <p role="status" className="mt-6 rounded-md bg-green-50 px-3 py-2 text-sm text-green-900" data-testid="password-changed">
          {STAFF_AUTH_TEXT.passwordChanged}
        </p>
      )}
      <h2 className="mt-8 text-lg font-semibold text-slate-900">Change password</h2>
      <p className="mt-1 text-sm text-slate-600">Changing it signs your account out of every other browser.</p>
      <Form method="post" noValidate onSubmit={checkInBrowser} className="mt-4 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {/* Lets password managers store the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={loaderData.email} readOnly hidden />
        {actionData?.message && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="account-error">
            {actionData.message}
          </p>
        )}
        <PasswordField name="currentPassword" label="Current password" autoComplete="current-password" error={errors.currentPassword} />
        <PasswordField name="newPassword" label="New password" autoComplete="new-password" error={errors.newPassword} hint={`At least ${MIN_PASSWORD_LENGTH} characters.`} />
        <PasswordField name="confirmPassword" label="New password again" autoComplete="new-password" error={errors.confirmPassword} />
        <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60">
          {busy ? "Changing..." : "Change password"}
        </button>
      </Form>
    </div>
  );
}
