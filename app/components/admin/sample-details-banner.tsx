import { ChevronDown, TriangleAlert } from "lucide-react";
import { adminCopy } from "~/lib/admin-copy";
import { fillTemplate } from "~/lib/links";

const copy = adminCopy.sampleDetails;

/** A sample detail the public site still shows (app/server/profile/sample-details.server.ts). */
export type SampleDetailRow = {
  kind: keyof typeof copy.kinds;
  value: string;
  field: string;
};

/** One line per kind: the sample testimonials are named together, so the note stays short. */
function lines(details: SampleDetailRow[]): { kind: SampleDetailRow["kind"]; value: string }[] {
  const testimonials = details
    .filter((detail) => detail.kind === "testimonial")
    .map((detail) => detail.value);
  return [
    ...details.filter((detail) => detail.kind !== "testimonial"),
    ...(testimonials.length > 0 ? [{ kind: "testimonial" as const, value: testimonials.join(", ") }] : []),
  ];
}

/**
 * For admins: each made-up detail the public site still shows, one plain line each with where to
 * change it, folded under one line (a <details>, so it opens and closes without JavaScript).
 * `fromProfile` is the shipped profile the site runs, or null when it runs a file of its own.
 */
export function SampleDetailsBanner({
  details,
  fromProfile,
  className = "",
}: {
  details: SampleDetailRow[];
  fromProfile: string | null;
  className?: string;
}) {
  if (details.length === 0) return null;
  const shown = lines(details);
  const count =
    shown.length === 1 ? copy.countOne : fillTemplate(copy.count, { count: String(shown.length) });
  return (
    <section
      aria-label={copy.heading}
      className={`rounded-2xl border border-amber-300 border-l-4 border-l-amber-500 bg-amber-50 text-amber-950 shadow-sm ${className}`}
      data-sample-details
    >
      <details className="group">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-3 [&::-webkit-details-marker]:hidden">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">{copy.heading}</span>
            <span className="block text-sm text-amber-900">{count}</span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-amber-800 transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="border-t border-amber-200 px-4 pt-3 pb-4">
          <ul className="space-y-2 text-sm sm:text-base">
            {shown.map((line) => (
              <li key={line.kind} className="min-w-0 break-words">
                <span className="font-semibold">{copy.kinds[line.kind].label}:</span>{" "}
                {fillTemplate(copy.kinds[line.kind].line, { value: line.value })}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-amber-900">{fromProfile ? copy.whereShipped : copy.whereOwn}</p>
        </div>
      </details>
    </section>
  );
}
