import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ title: "Request a Custom Quote", description: "Request a Custom Quote" });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Request a Custom Quote</h1>
    </div>
  );
}
