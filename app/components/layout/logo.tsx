import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { logoLines } from "~/lib/logo-lines";
import { useSite } from "~/lib/site";

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const { business } = useSite();
  const text = tone === "dark" ? "text-wood-950" : "text-white";
  const { line1, line2 } = logoLines(business);
  const sub = tone === "dark" ? "text-wood-700" : "text-wood-200";
  return (
    <Link to="/" className="flex items-center gap-3 rounded-md" aria-label={`${business.name}, home`}>
      <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-wood-700 text-wood-50 shadow-inner ring-1 ring-wood-900/20">
        <Icon name={business.logo.icon} className="size-6" />
      </span>
      <span className="leading-tight">
        <span className={`block font-display text-lg font-semibold ${text}`}>{line1}</span>
        {line2 ? (
          <span className={`block text-xs font-semibold tracking-[0.2em] uppercase ${sub}`}>{line2}</span>
        ) : null}
      </span>
    </Link>
  );
}
