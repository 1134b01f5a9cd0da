import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { TextInput } from "~/components/admin/catalogue/form-fields";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { STAFF_AUTH_TEXT } from "~/content/staff-auth";
import { passwordChangeSchema, type PasswordChangeInput } from "~/lib/admin/account-schema";
import { MIN_PASSWORD_LENGTH } from "~/lib/admin/password-rules";
import { parseForm } from "~/lib/forms/parse-form";
import { requireStaff } from "~server/auth/require-staff";
import { pageMeta } from "~/lib/seo";
import { changeOwnPassword } from "~server/auth/account";
import { requireForm } from "~server/forms/submission";

export const meta = () =>
  pageMeta({ title: "Your account", description: "Change your back-office password.", noindex: true, locale: "en" });

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
  // Passwords are never sent back into the page.
  const hideFields = ["currentPassword", "newPassword", "confirmPassword"];
  const submission = parseForm(await requireForm(request), passwordChangeSchema);
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  const result = await changeOwnPassword(context, request, staff, submission.value);
  if ("errors" in result) {
    const headers: HeadersInit = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
    const fieldErrors = Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, [error]]));
    return data(
      {
        result: submission.reply({
          formErrors: result.message ? [result.message] : undefined,
          fieldErrors,
          hideFields,
        }),
      },
      { status: result.status, headers },
    );
  }
  // Post/redirect/get: this browser keeps working with its new session; a reload does not post again.
  throw redirect("/admin/account?changed=1", { headers: { "Set-Cookie": result.cookie } });
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { fields, formProps, message, autoFocus } = useSchemaForm<PasswordChangeInput>({
    id: "account",
    lastResult: actionData?.result,
    check: () =>
      Promise.all([import("~/lib/forms/parse-form"), import("~/lib/admin/account-schema")]).then(
        ([{ checkWith }, { passwordChangeSchema }]) => checkWith(passwordChangeSchema),
      ),
  });

  return (
    <div className="max-w-lg">
      <h1 className="text-2xl font-bold text-slate-900">Your account</h1>
      <p className="mt-2 text-slate-700">
        Signed in as <strong>{loaderData.name ?? loaderData.email}</strong> ({loaderData.email}).
      </p>
      {loaderData.changed && !actionData && (
        <p
          role="status"
          className="mt-6 rounded-md bg-green-50 px-3 py-2 text-sm text-green-900"
          data-testid="password-changed"
        >
          {STAFF_AUTH_TEXT.passwordChanged}
        </p>
      )}
      <h2 className="mt-8 text-lg font-semibold text-slate-900">Change password</h2>
      <p className="mt-1 text-sm text-slate-600">Changing it signs your account out of every other browser.</p>
      <Form
        method="post"
        {...formProps}
        className="mt-4 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        {/* Lets password managers store the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={loaderData.email} readOnly hidden />
        {message && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="account-error">
            {message}
          </p>
        )}
        <TextInput
          field={fields.currentPassword}
          autoFocus={autoFocus("currentPassword")}
          type="password"
          label="Current password"
          autoComplete="current-password"
          required
          requiredMark={false}
        />
        <TextInput
          field={fields.newPassword}
          autoFocus={autoFocus("newPassword")}
          type="password"
          label="New password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          required
          requiredMark={false}
        />
        <TextInput
          field={fields.confirmPassword}
          autoFocus={autoFocus("confirmPassword")}
          type="password"
          label="New password again"
          autoComplete="new-password"
          required
          requiredMark={false}
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          {busy ? "Changing..." : "Change password"}
        </button>
      </Form>
    </div>
  );
}
