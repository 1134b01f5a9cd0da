/**
 * Islands: parts of a server-rendered page whose code is not in the first load (decision 104). The server renders them as
 * usual; in the browser their HTML stays as the server sent it (links and forms work as plain HTML) until the visitor
 * points at, touches or focuses something inside, and only then their code loads and React hydrates them in place (the
 * DOM is kept, so focus and typed text survive). Rendered fresh in the browser (a client-side navigation, or an update
 * that reaches them before they hydrated) they load at once.
 *
 * How: React keeps a suspended Suspense boundary's server HTML during hydration. The island's content suspends on a
 * promise released by the first interaction while hydrating, and on the code itself otherwise; `useSyncExternalStore`'s
 * server snapshot tells the two apart (React uses it exactly while hydrating).
 */
import {
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type RefObject,
} from "react";

/** What wakes an island: a pointer over it or pressing it, a touch, keyboard focus. */
const WAKE_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

const subscribeToNothing = () => () => {};

/** On the server: every island's code, loaded before a page renders (see `loadIslandsForServerRendering`). */
const serverLoads: Array<() => Promise<void>> = [];

/**
 * Awaited by the server before it renders a page: an island that suspended there would be streamed after the shell,
 * hidden until a script swaps it in, so without JavaScript it would never show. Resolved at once after the first call.
 */
export function loadIslandsForServerRendering(): Promise<unknown> {
  return Promise.all(serverLoads.map((load) => load()));
}

export interface IslandOptions {
  /** A name for error messages, e.g. "home sections". */
  name: string;
}

/** An island, with `preload()` for the routes' clientLoaders: its code loaded, it renders at once. */
export type IslandComponent<Props> = ComponentType<Props> & { preload(): Promise<void> };

/**
 * A clientLoader's body: the server's data, with the page's islands' code loaded meanwhile, so that a client-side
 * navigation renders the page whole at once. (The first load hydrates them when used and does not run it.)
 */
export async function loadWithIslands<Data>(
  serverLoader: () => Promise<Data>,
  ...islands: Array<{ preload(): Promise<void> }>
): Promise<Data> {
  const [data] = await Promise.all([serverLoader(), ...islands.map((island) => island.preload())]);
  return data;
}

export function island<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  options: IslandOptions,
): IslandComponent<Props> {
  let Loaded: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;
  const start = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
    }));
  let wake = () => {};
  const woken = new Promise<void>((resolve) => (wake = resolve));
  let wokenAndLoaded: Promise<void> | null = null;
  let loadedForClientRender: Promise<void> | null = null;
  if (import.meta.env.SSR) serverLoads.push(start);

  function IslandContent({ wrapper, props }: { wrapper: RefObject<HTMLDivElement | null>; props: Props }) {
    const hydrating = useSyncExternalStore(
      subscribeToNothing,
      () => false,
      () => true,
    );
    // Marks the island as live (`data-hydrated`): browser tests wait on it before using what is inside.
    useEffect(() => wrapper.current?.setAttribute("data-hydrated", ""), [wrapper]);
    if (Loaded) return <Loaded {...props} />;
    if (import.meta.env.SSR) {
      use(start());
    } else if (!hydrating) {
      // Rendered afresh (a navigation or an update reached it first): a hydration attempt that React made before may
      // still wait on the wake-up, so it is released too.
      wake();
      use(
        (loadedForClientRender ??= start().catch((error: unknown) => {
          // A new deployment removed the chunk, or the network is down: the server renders the page instead.
          console.error(`Could not load ${options.name}:`, error);
          window.location.reload();
          return new Promise<void>(() => {});
        })),
      );
    } else {
      // While hydrating, a failed load leaves the server's HTML in place, which works without its code.
      use(
        (wokenAndLoaded ??= woken.then(start).catch((error: unknown) => {
          console.error(`Could not load ${options.name}:`, error);
          return new Promise<void>(() => {});
        })),
      );
    }
    // use() returned: the code has loaded (TypeScript cannot see that `Loaded` changed meanwhile).
    const Component = Loaded as ComponentType<Props> | null;
    return Component ? <Component {...props} /> : null;
  }

  function Island(props: Props) {
    const wrapper = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = wrapper.current;
      if (!element || Loaded) return;
      // On window, capturing: React stops these events at the document while their target has not hydrated.
      const onWake = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) wake();
      };
      // A form sent before the island is live goes as plain HTML (decision 108): React could otherwise hydrate it in the
      // middle of the event and send it through a fetcher whose answer React Router drops, since the form's effects,
      // which register it, have not run yet. `data-hydrated` is set after them.
      const onSubmit = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target) && !element.hasAttribute("data-hydrated"))
          event.stopPropagation();
      };
      for (const type of WAKE_EVENTS) window.addEventListener(type, onWake, { capture: true, passive: true });
      window.addEventListener("submit", onSubmit, { capture: true });
      return () => {
        for (const type of WAKE_EVENTS) window.removeEventListener(type, onWake, { capture: true });
        window.removeEventListener("submit", onSubmit, { capture: true });
      };
    }, []);
    return (
      <div ref={wrapper} className="contents" data-island={options.name}>
        <Suspense fallback={null}>
          <IslandContent wrapper={wrapper} props={props} />
        </Suspense>
      </div>
    );
  }
  Island.displayName = `Island(${options.name})`;
  // Unchanged props never reach a boundary that has not hydrated yet (an update would make React render it afresh).
  return Object.assign(memo(Island) as unknown as ComponentType<Props>, { preload: start });
}
