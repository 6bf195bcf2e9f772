import { TriangleAlert } from "lucide-react";
import { adminCopy } from "~/lib/admin-copy";
import type { FactWarning } from "~/lib/site-settings-answer";

const copy = adminCopy.siteSettings.factWarnings;

/** Texts of this part of the site that write out a fact (the name, the phone) instead of its placeholder. */
export function FactWarnings({ warnings }: { warnings: FactWarning[] }) {
  if (!warnings.length) return null;
  return (
    <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <p className="flex items-start gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {copy.title}
      </p>
      <p className="mt-1 text-sm">{copy.text}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm break-words">
        {warnings.map((warning) => (
          <li key={`${warning.path} ${warning.message}`}>
            <code className="text-xs">{warning.path}</code>: {warning.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
