import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ title: "Connect With Experts", description: "Connect With Experts" });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Connect With Experts</h1>
    </div>
  );
}
