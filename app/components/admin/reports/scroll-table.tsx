import { ArrowRight } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { reportsCopy as copy } from "~/lib/desk-copy/reports";
import { fillTemplate } from "~/lib/links";

/**
 * A report table in a box that scrolls sideways when the table is wider than the screen, with a
 * line above it saying so (above, so it shows before a long table does). The box can be reached and scrolled by keyboard. Without JavaScript the
 * line shows on every phone; with it, only while the table does not fit.
 */
export function ScrollTable({
  table,
  className = "",
  children,
}: {
  /** The table's name, for the box's label. */
  table: string;
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [overflows, setOverflows] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  const hintDisplay = overflows === undefined ? "flex sm:hidden" : overflows ? "flex" : "hidden";
  return (
    <div className={className}>
      <p
        id={hintId}
        className={`mb-2 items-center gap-1.5 text-xs font-medium text-wood-800 ${hintDisplay}`}
        data-scroll-hint
      >
        {copy.scrollHint}
        <ArrowRight aria-hidden="true" className="size-3.5" />
      </p>
      <div
        ref={box}
        role="region"
        aria-label={fillTemplate(copy.figuresOf, { table })}
        aria-describedby={overflows === false ? undefined : hintId}
        tabIndex={0}
        className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wood-700"
        data-scroll-table
      >
        {children}
      </div>
    </div>
  );
}
