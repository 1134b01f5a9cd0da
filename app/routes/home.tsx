import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ title: "Cleaning Equipment and Solutions", description: "Cleaning Equipment and Solutions" });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Cleaning Equipment and Solutions</h1>
    </div>
  );
}
