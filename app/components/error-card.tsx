import { Link } from "react-router";

/** Shown for an unexpected server error (HTTP 500); the details are in the server log, never on the page. */
export function ErrorCard() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center bg-slate-50 px-4 py-16">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
        <p className="mt-2 text-sm text-slate-700">We could not show this page just now. Please try again in a moment, or call us: every inquiry matters to us.</p>
        <Link to="/" className="mt-6 inline-block font-medium text-brand-700 underline">
          Back to the home page
        </Link>
      </div>
    </div>
  );
}
