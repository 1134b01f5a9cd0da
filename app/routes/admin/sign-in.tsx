import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { TextInput } from "~/components/admin/catalogue/form-fields";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { FORM_INVALID_MESSAGE } from "~/content/admin-catalogue";
import { signInSchema, type SignInInput } from "~/lib/admin/sign-in-schema";
import { parseForm } from "~/lib/forms/parse-form";
import { formFailure } from "~/lib/forms/form-reply";
import { safeNextPath } from "~server/auth/require-staff";
import { pageMeta } from "~/lib/seo";
import { STAFF_AUTH_TEXT } from "~/content/staff-auth";
import { signIn } from "~server/auth/sign-in";
import { readForm } from "~server/forms/submission";
import { bodyLimitFor } from "~server/http/body-limit";

export const meta = () =>
  pageMeta({ title: "Staff sign-in", description: "Back office of the company's staff.", noindex: true, locale: "en" });

export function loader({ context, request }: Route.LoaderArgs) {
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  if (context.staff) throw redirect(next);
  return { next };
}

/** A rate-limited answer tells the browser when to try again. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

export async function action({ context, request }: Route.ActionArgs) {
  // The public forms' bounded reader: an anonymous post is never buffered past the route's limit.
  const form = await readForm(request, bodyLimitFor(new URL(request.url).pathname));
  if (typeof form === "string")
    return data(
      { result: formFailure(new FormData(), STAFF_AUTH_TEXT.formUnreadable) },
      { status: form === "too-large" ? 413 : 400 },
    );
  const next = safeNextPath(String(form.get("next") ?? ""));
  // The password is never sent back into the page.
  const submission = parseForm(form, signInSchema);
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  const result = await signIn(context, request, submission.value.email, submission.value.password);
  if ("error" in result) {
    const headers: HeadersInit = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
    return data(
      { result: submission.reply({ formErrors: [result.error], hideFields: ["password"] }) },
      { status: result.status, headers },
    );
  }
  const headers = new Headers();
  for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
  throw redirect(next, { headers });
}

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { fields, formProps, message, autoFocus } = useSchemaForm<SignInInput>({
    id: "sign-in",
    lastResult: actionData?.result,
    invalidMessage: FORM_INVALID_MESSAGE,
    check: () =>
      Promise.all([import("~/lib/forms/parse-form"), import("~/lib/admin/sign-in-schema")]).then(
        ([{ checkWith }, { signInSchema }]) => checkWith(signInSchema),
      ),
  });
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">Staff sign-in</h1>
      <Form
        method="post"
        {...formProps}
        className="mt-8 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <input type="hidden" name="next" value={loaderData.next} />
        {message && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="sign-in-error">
            {message}
          </p>
        )}
        <TextInput
          field={fields.email}
          autoFocus={autoFocus("email")}
          label="Email"
          type="email"
          autoComplete="username"
          required
          requiredMark={false}
        />
        <TextInput
          field={fields.password}
          autoFocus={autoFocus("password")}
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          requiredMark={false}
        />
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {busy ? "Signing in..." : "Sign in"}
        </button>
      </Form>
    </div>
  );
}
