import { IconTile } from "~/components/ui/icon-tile";
import type { Feature } from "~/profiles/schema";

/** Icon cards for why-choose points, highlights and values. */
export function FeatureGrid({
  items,
  tone = "light",
  columns = "lg:grid-cols-4",
}: {
  items: readonly Feature[];
  tone?: "light" | "white";
  columns?: "lg:grid-cols-3" | "lg:grid-cols-4";
}) {
  const card = tone === "white" ? "bg-white" : "bg-wood-50";
  return (
    <ul className={`mt-12 grid gap-6 sm:grid-cols-2 ${columns}`}>
      {items.map((item) => (
        <li key={item.title} className={`rounded-2xl border border-wood-200 p-6 shadow-sm ${card}`}>
          <IconTile icon={item.icon} />
          <h3 className="mt-4 font-display text-xl font-semibold text-wood-950">{item.title}</h3>
          <p className="mt-2 text-wood-800">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
