import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ title: "Commercial Spaces", description: "Commercial Spaces" });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Commercial Spaces</h1>
    </div>
  );
}
