/** Shared classes of the header dropdowns (kept here so both menus look alike). */
export const MENU_TRIGGER_CLASS =
  "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800";
export const MENU_CONTENT_CLASS =
  "z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none";
export const MENU_ITEM_CLASS =
  "flex w-full cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 data-[state=open]:bg-brand-50";
