import type { SocialNetwork } from "~/content/footer";

/** lucide-react has no brand marks, so the three social icons are drawn here (simplified outlines). */
const PATHS: Record<SocialNetwork, string> = {
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z",
  instagram:
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-2.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z",
  linkedin:
    "M4 9h4v12H4V9Zm2-6a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm4 6h4v1.7A4.4 4.4 0 0 1 18 9c3 0 4 2 4 5v7h-4v-6.5c0-1.5-.5-2.5-1.8-2.5S14 13 14 14.5V21h-4V9Z",
};

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d={PATHS[network]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
