/** Classes for a header link; the current route's link is highlighted (NavLink also sets aria-current="page"). */
export function headerLinkClass({ isActive }: { isActive: boolean }): string {
  const base = "rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-800";
  return isActive
    ? `${base} bg-brand-50 text-brand-800 underline decoration-2 underline-offset-8`
    : `${base} text-slate-700`;
}
