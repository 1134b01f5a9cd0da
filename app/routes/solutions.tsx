import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ title: "Domestic, Commercial & Industrial Solutions", description: "Domestic, Commercial &amp; Industrial Solutions" });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Domestic, Commercial &amp; Industrial Solutions</h1>
    </div>
  );
}
