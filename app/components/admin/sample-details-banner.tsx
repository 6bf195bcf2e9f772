import { TriangleAlert } from "lucide-react";
import { adminCopy } from "~/lib/admin-copy";
import { fillTemplate } from "~/lib/links";

const copy = adminCopy.sampleDetails;

/** A sample detail the public site still shows (app/server/profile/sample-details.server.ts). */
export type SampleDetailRow = {
  kind: keyof typeof copy.kinds;
  value: string;
  field: string;
};

/** One row per kind: the sample testimonials are named together, so the banner stays short on a phone. */
function rows(details: SampleDetailRow[]): { kind: SampleDetailRow["kind"]; value: string }[] {
  const testimonials = details
    .filter((detail) => detail.kind === "testimonial")
    .map((detail) => detail.value);
  return [
    ...details.filter((detail) => detail.kind !== "testimonial"),
    ...(testimonials.length > 0 ? [{ kind: "testimonial" as const, value: testimonials.join(", ") }] : []),
  ];
}

/**
 * For admins, at the top of the desk: each made-up detail the public site still shows and how to
 * replace it. `fromProfile` is the shipped profile the site runs, for the command that copies it.
 */
export function SampleDetailsBanner({
  details,
  fromProfile,
}: {
  details: SampleDetailRow[];
  fromProfile: string | null;
}) {
  if (details.length === 0) return null;
  return (
    <section
      aria-labelledby="sample-details-heading"
      className="rounded-2xl border border-amber-300 border-l-4 border-l-amber-500 bg-amber-50 p-4 text-amber-950 shadow-sm sm:p-6"
      data-sample-details
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-800">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="sample-details-heading" className="font-display text-xl font-semibold">
            {copy.heading}
          </h2>
          <p className="mt-1 text-sm sm:text-base">{copy.text}</p>
        </div>
      </div>
      <ul className="mt-4 grid gap-2 md:grid-cols-2">
        {rows(details).map((row) => (
          <li
            key={row.kind}
            className="min-w-0 rounded-xl border border-amber-200 bg-white px-3 py-2 sm:px-4"
          >
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-xs font-semibold tracking-wide text-amber-900 uppercase">
                {copy.kinds[row.kind].label}
              </span>
              <span className="font-semibold break-words text-wood-950">{row.value}</span>
            </p>
            <p className="mt-0.5 text-sm text-wood-800">{copy.kinds[row.kind].fix}</p>
          </li>
        ))}
      </ul>
      {fromProfile ? (
        <div className="mt-4 text-sm">
          <p>{copy.howTo}</p>
          <ol className="mt-2 space-y-1">
            {copy.steps.map((step) => (
              <li key={step}>
                <code className="block rounded-lg bg-wood-950 px-3 py-2 font-mono text-xs break-words whitespace-pre-wrap text-wood-50 sm:text-sm">
                  {fillTemplate(step, { profile: fromProfile })}
                </code>
              </li>
            ))}
          </ol>
          <p className="mt-2">{copy.howToAfter}</p>
        </div>
      ) : null}
    </section>
  );
}
