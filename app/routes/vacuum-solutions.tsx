import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ title: "Industrial Vacuum Solutions", description: "Industrial Vacuum Solutions" });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Industrial Vacuum Solutions</h1>
    </div>
  );
}
