import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { signInSchema } from "~/lib/admin/sign-in-schema";
import { safeNextPath } from "~/lib/admin/staff.server";
import { pageMeta } from "~/lib/seo";
import { STAFF_AUTH_TEXT } from "~/content/staff-auth";
import { signIn } from "../../../server/auth/sign-in.server";
import { readForm } from "../../../server/forms/submission";
import { bodyLimitFor } from "../../../server/http/body-limit";

export const meta = () => pageMeta({ title: "Staff sign-in", description: "Back office of the company's staff.", noindex: true });

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
  if (typeof form === "string") return data({ error: STAFF_AUTH_TEXT.formUnreadable, email: "" }, { status: form === "too-large" ? 413 : 400 });
  const next = safeNextPath(String(form.get("next") ?? ""));
  const parsed = signInSchema.safeParse({ email: form.get("email"), password: form.get("password") });
  const email = String(form.get("email") ?? "");
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Check the form.", email }, { status: 400 });
  const result = await signIn(context, request, parsed.data.email, parsed.data.password);
  if ("error" in result) {
    const headers: HeadersInit = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
    return data({ error: result.error, email }, { status: result.status, headers });
  }
  const headers = new Headers();
  for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
  throw redirect(next, { headers });
}

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">Staff sign-in</h1>
      <Form method="post" className="mt-8 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" noValidate>
        <input type="hidden" name="next" value={loaderData.next} />
        {actionData?.error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="sign-in-error">
            {actionData.error}
          </p>
        )}
        <div>
          <label htmlFor="sign-in-email" className="block text-sm font-medium text-slate-800">Email</label>
          <input id="sign-in-email" name="email" type="email" autoComplete="username" required defaultValue={actionData?.email} className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2" />
        </div>
        <div>
          <label htmlFor="sign-in-password" className="block text-sm font-medium text-slate-800">Password</label>
          <input id="sign-in-password" name="password" type="password" autoComplete="current-password" required className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2" />
        </div>
        <button type="submit" disabled={busy} className="w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {busy ? "Signing in..." : "Sign in"}
        </button>
      </Form>
    </div>
  );
}
