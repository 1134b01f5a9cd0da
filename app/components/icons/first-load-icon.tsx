import type { IconNode } from "lucide";

/**
 * A Lucide icon drawn from its data (the `lucide` package exports each icon as plain data) without lucide-react's
 * component runtime: for the few icons of every page's first load (header, chat button), where that runtime weighed more
 * than the icons themselves (decision 104). Everywhere else lucide-react's components are used as usual.
 */
export function FirstLoadIcon({ icon, className }: { icon: IconNode; className: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {icon.map(([tag, attributes], index) => {
        const Tag = tag as "path";
        return <Tag key={index} {...(attributes as Record<string, string>)} />;
      })}
    </svg>
  );
}
