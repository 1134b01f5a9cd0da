import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COMPARE_CHANGED_EVENT } from "./compare-signal";

const A = "0b6c4c1e-7d0e-4a8f-9f61-2a1f0e3b4c5d";
const B = "1c7d5d2f-8e1f-4b9a-8a72-3b2a1f4c5d6e";

/** A browser's cookie jar as far as document.cookie goes: writes set one cookie, Max-Age=0 removes it. */
function fakeBrowser(protocol = "http:") {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  const document = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = ""] = text.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (/Max-Age=0/.test(text)) jar.delete(name);
      else jar.set(name, value);
    },
  };
  const raised: Event[] = [];
  vi.stubGlobal("document", document);
  vi.stubGlobal("window", { location: { protocol }, dispatchEvent: (event: Event) => raised.push(event) });
  return { jar, writes, raised };
}

describe("the selection in the browser", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("reads the cookie, keeps the same array while it is unchanged, and follows changes made elsewhere", async () => {
    const { jar } = fakeBrowser();
    jar.set("other", "1");
    jar.set("compare", `${A}.${B}`);
    const store = await import("./compare-store");
    const first = store.selectionSnapshot();
    expect(first).toEqual([A, B]);
    jar.set("another", "2");
    expect(store.selectionSnapshot()).toBe(first);
    // A comparison page loaded by a client-side navigation rewrote it.
    jar.set("compare", A);
    expect(store.selectionSnapshot()).toEqual([A]);
  });

  it("writes a change, tells its subscribers, raises it with its words and remembers the added name per edition", async () => {
    const { writes, raised } = fakeBrowser("https:");
    const store = await import("./compare-store");
    const heard = vi.fn();
    const unsubscribe = store.subscribeToSelection(heard);
    store.changeSelection([A, B], "B added", { id: B, name: "Scrubber B", locale: "en" });
    expect(writes.at(-1)).toBe(`compare=${A}.${B}; Path=/; Max-Age=2592000; SameSite=Lax; Secure`);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.selectionSnapshot()).toEqual([A, B]);
    expect(raised).toHaveLength(1);
    expect(raised[0]!.type).toBe(COMPARE_CHANGED_EVENT);
    expect((raised[0] as CustomEvent).detail).toEqual({ ids: `${A},${B}`, message: "B added" });
    expect(store.rememberedName("en", B)).toBe("Scrubber B");
    expect(store.rememberedName("ar", B)).toBeUndefined();

    unsubscribe();
    store.changeSelection([], "cleared");
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.selectionSnapshot()).toEqual([]);
    expect((raised[1] as CustomEvent).detail).toEqual({ ids: "", message: "cleared" });
  });
});
