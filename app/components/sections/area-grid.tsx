import { MapPin } from "~/components/ui/icons";

/** A grid of locality names. */
export function AreaGrid({
  areas,
  columns = "lg:grid-cols-5",
}: {
  areas: readonly string[];
  columns?: string;
}) {
  return (
    <ul className={`mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 ${columns}`}>
      {areas.map((area) => (
        <li
          key={area}
          className="flex items-center gap-2 rounded-xl border border-wood-200 bg-white px-4 py-3 font-medium text-wood-900"
        >
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-wood-600" />
          {area}
        </li>
      ))}
    </ul>
  );
}
