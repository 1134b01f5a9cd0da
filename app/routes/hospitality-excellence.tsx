import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ title: "Hospitality Excellence", description: "Hospitality Excellence" });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Hospitality Excellence</h1>
    </div>
  );
}
