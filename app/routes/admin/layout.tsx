import { Form, Link, NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireStaff } from "~server/auth/require-staff";

export function loader({ context, request }: Route.LoaderArgs) {
  const staff = requireStaff(context, request);
  return { staff: { email: staff.email, name: staff.name } };
}

/** Sections of the back office; each issue's pages add their entry here. */
const SECTIONS = [
  // `end`: the dashboard's link is current only on /admin itself, not on every page below it.
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/inquiries", label: "Inquiries" },
  { to: "/admin/products", label: "Products" },
  { to: "/admin/brands", label: "Brands" },
  { to: "/admin/specifications", label: "Specifications" },
  { to: "/admin/catalogue", label: "Import & export" },
  { to: "/admin/media", label: "Media" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-6 px-4 py-3">
          <span className="font-bold text-brand-900">Back office</span>
          <nav aria-label="Back office" className="flex gap-4">
            {SECTIONS.map((section) => (
              <NavLink
                key={section.to}
                to={section.to}
                end={"end" in section}
                className={({ isActive }) =>
                  `rounded px-2 py-1 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:text-brand-800"}`
                }
              >
                {section.label}
              </NavLink>
            ))}
          </nav>
          <div className="ms-auto flex items-center gap-3 text-sm text-slate-700">
            <Link
              to="/admin/account"
              data-testid="admin-user"
              title="Your account"
              className="rounded px-1 underline-offset-2 hover:underline"
            >
              {loaderData.staff.name ?? loaderData.staff.email}
            </Link>
            <Form method="post" action="/admin/sign-out">
              <button type="submit" className="rounded border border-slate-300 px-3 py-1 hover:bg-slate-100">
                Sign out
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <Outlet />
      </div>
    </div>
  );
}
