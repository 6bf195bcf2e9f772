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
    <dl className="grid grid-cols-4 gap-2 sm:gap-3">
      {items.map(([label, value, border]) => (
        <div
          key={label}
          className={`rounded-xl border-l-4 bg-white p-2 shadow-sm sm:rounded-2xl sm:p-4 ${border}`}
        >
          <dt className="text-xs leading-tight font-medium text-wood-800 sm:text-sm">{label}</dt>
          <dd
            className="mt-1 font-display text-xl font-semibold text-wood-950 sm:text-3xl"
            data-counter={label}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
