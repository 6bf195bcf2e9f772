import { staffCardClass } from "./staff-styles";

/** One card of the lead page, named by its heading. */
export function DetailSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`p-5 ${staffCardClass}`}>
      <h2 id={id} className="font-semibold text-wood-950">
        {title}
      </h2>
      {children}
    </section>
  );
}
