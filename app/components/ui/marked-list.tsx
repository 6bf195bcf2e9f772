import { CircleCheck, type IconComponent, MapPin } from "./icons";

/** Each kind of mark: the item's classes, the mark's icon and its classes. */
const marks = {
  /** What a service includes. */
  tick: ["flex gap-2 text-wood-900", CircleCheck, "mt-0.5 size-5 shrink-0 text-leaf-600"],
  /** The same, smaller, on a card. */
  smallTick: ["flex gap-2 text-wood-800", CircleCheck, "mt-0.5 size-4 shrink-0 text-leaf-600"],
  /** Places. */
  pin: ["flex items-center gap-2 text-wood-900", MapPin, "size-4 text-wood-600"],
} satisfies Record<string, [string, IconComponent, string]>;

/** Short items, each after a small mark: a tick for what is included, a pin for a place. */
export function MarkedList({
  items,
  mark,
  className,
}: {
  items: readonly string[];
  mark: keyof typeof marks;
  className: string;
}) {
  const [itemClass, Mark, markClass] = marks[mark];
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClass}>
          <Mark aria-hidden="true" className={markClass} />
          {item}
        </li>
      ))}
    </ul>
  );
}
