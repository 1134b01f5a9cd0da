import type { Route } from "./+types/advanced-chemicals";
import { FocusedPage } from "~/components/solutions/focused-page";
import { CHEMICAL_APPLICATIONS, CHEMICAL_APPLICATIONS_HEADING, FOCUSED_PAGES } from "~/content/solutions";
import { loadFocusedProducts } from "~server/catalogue/solution-pages";
import { pageMeta } from "~/lib/seo";

const text = FOCUSED_PAGES.chemicals;

export async function loader({ context }: Route.LoaderArgs) {
  return loadFocusedProducts(context.db, "chemicals");
}

export const meta = () => pageMeta({ title: text.title, description: text.metaDescription });

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <FocusedPage text={text} products={loaderData.products}>
      <section className="mx-auto max-w-7xl px-4 pt-14" aria-labelledby="applications">
        <h2 id="applications" className="text-2xl font-bold text-slate-900">
          {CHEMICAL_APPLICATIONS_HEADING}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="application-cards">
          {CHEMICAL_APPLICATIONS.map((card) => (
            <li key={card.title} className="rounded-xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{card.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </FocusedPage>
  );
}
