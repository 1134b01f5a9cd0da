import { createContext, useContext } from "react";

/** The compiled stylesheet's text; entry.server provides it, in the browser it is null. */
export const InlineStylesheetContext = createContext<string | null>(null);

/**
 * The whole stylesheet (~8 KB compressed) inlined in the page instead of a render-blocking <link>: the first paint needs no
 * second request. In the browser the element hydrates as the server sent it and its text never changes (the root layout
 * stays mounted across navigations), so the browser bundle does not carry the CSS.
 */
export function InlineStylesheet() {
  const css = useContext(InlineStylesheetContext);
  return <style data-inline-stylesheet="" dangerouslySetInnerHTML={{ __html: css ?? "" }} suppressHydrationWarning />;
}
