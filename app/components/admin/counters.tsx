import { adminCopy as copy } from "~/lib/admin-copy";

export type Counts = { total: number; new: number; qualified: number; converted: number };

export function Counters({ counts }: { counts: Counts }) {
  const items = [
    [copy.counters.total, counts.total, "border-wood-300"],
    [copy.counters.new, counts.new, "border-blue-300"],
    [copy.counters.qualified, counts.qualified, "border-orange-300"],
    [copy.counters.converted, counts.converted, "border-green-300"],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(([label, value, border]) => (
        <div key={label} className={`rounded-2xl border-l-4 bg-white p-4 shadow-sm ${border}`}>
          <dt className="text-sm font-medium text-wood-800">{label}</dt>
          <dd className="mt-1 font-display text-3xl font-semibold text-wood-950" data-counter={label}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
