import { RotateCcw } from "lucide-react";
import { Form, Link } from "react-router";
import { staffButtonClass, staffCardClass } from "~/components/admin/staff-styles";
import { inputClass } from "~/components/forms/field";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { formatLeadDate } from "~/lib/format-date";
import { fillTemplate } from "~/lib/links";

const copy = adminCopy.siteSettings.versions;

type Version = {
  id: number;
  publishedAt: string;
  publishedBy: string | null;
  source: keyof typeof copy.sources;
  restoredFrom: number | null;
};
type Change = { path: string; label?: string; before: string | null; after: string | null };

const how = (version: Version) =>
  fillTemplate(copy.sources[version.source], { from: String(version.restoredFrom ?? "") });

/** One version: its number, when, who and how; the live one marked, every older one restorable. */
function VersionRow({ version, live, liveId }: { version: Version; live: boolean; liveId: number }) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-6">
      <p className="flex items-center gap-2 font-display text-xl font-semibold text-wood-950 sm:w-28">
        #{version.id}
        {live ? (
          <span className="rounded-full bg-green-100 px-2 py-0.5 font-sans text-xs font-semibold text-green-900">
            {copy.live}
          </span>
        ) : null}
      </p>
      <dl className="grid min-w-0 flex-1 gap-1 text-sm sm:grid-cols-3 sm:gap-4">
        <div>
          <dt className="sr-only">{copy.columns[1]}</dt>
          <dd className="text-wood-950">{formatLeadDate(version.publishedAt)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="sr-only">{copy.columns[2]}</dt>
          <dd className="break-words text-wood-800">{version.publishedBy ?? copy.nobody}</dd>
        </div>
        <div>
          <dt className="sr-only">{copy.columns[3]}</dt>
          <dd className="text-wood-800">{how(version)}</dd>
        </div>
      </dl>
      {/* The same width on every row, so the columns line up whether a row can be restored or not. */}
      <div className={`shrink-0 sm:flex sm:w-60 sm:justify-end ${live ? "hidden" : ""}`}>
        {live ? null : (
          <Form method="post" action={deskPaths.siteVersions}>
            <input type="hidden" name="version" value={version.id} />
            {/* Refused when another version went live since this page was opened. */}
            <input type="hidden" name="base" value={liveId} />
            <button type="submit" className={`w-full sm:w-auto ${staffButtonClass.outline}`}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {copy.restore}
              <span className="sr-only"> ({fillTemplate(copy.restoreOf, { id: String(version.id) })})</span>
            </button>
          </Form>
        )}
      </div>
    </li>
  );
}

function VersionSelect({
  name,
  label,
  versions,
  value,
}: {
  name: string;
  label: string;
  versions: Version[];
  value?: number;
}) {
  return (
    <label className="block font-semibold text-wood-950">
      {label}
      <select name={name} defaultValue={value} className={`mt-2 ${inputClass}`}>
        {versions.map((version) => (
          <option key={version.id} value={version.id}>
            #{version.id} · {formatLeadDate(version.publishedAt)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Two versions to compare (a plain GET form), and what changed between them, value by value. */
function Compare({
  versions,
  compared,
}: {
  versions: Version[];
  compared: { from: number; to: number; changes: Change[] } | null;
}) {
  return (
    <section aria-labelledby="compare-heading" className={`p-5 sm:p-6 ${staffCardClass}`}>
      <h2 id="compare-heading" className="font-display text-2xl font-semibold text-wood-950">
        {copy.compare}
      </h2>
      <Form method="get" className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <VersionSelect name="from" label={copy.from} versions={versions} value={compared?.from} />
        <VersionSelect name="to" label={copy.to} versions={versions} value={compared?.to} />
        <button type="submit" className={staffButtonClass.primary}>
          {copy.show}
        </button>
      </Form>
      {compared ? (
        <div className="mt-6">
          <h3 className="text-lg font-semibold text-wood-950">
            {fillTemplate(copy.changesTitle, { from: String(compared.from), to: String(compared.to) })}
          </h3>
          {compared.changes.length ? (
            <ul className="mt-3 divide-y divide-wood-100 rounded-xl border border-wood-200">
              {compared.changes.map((change, i) => (
                <li
                  key={`${i}-${change.path}`}
                  className="grid gap-2 p-3 md:grid-cols-[minmax(0,14rem)_1fr_1fr] md:gap-4"
                >
                  {change.label ? (
                    <p className="min-w-0 text-sm font-semibold break-words text-wood-950">
                      {change.label}
                      <code className="mt-0.5 block text-xs font-normal break-all text-wood-700">
                        {change.path}
                      </code>
                    </p>
                  ) : (
                    <code className="text-sm font-semibold break-all text-wood-950">{change.path}</code>
                  )}
                  <p className="min-w-0 text-sm break-words">
                    <span className="block text-xs font-semibold tracking-wide text-wood-700 uppercase">
                      {copy.before}
                    </span>
                    <del className="text-red-800">{change.before ?? copy.nothing}</del>
                  </p>
                  <p className="min-w-0 text-sm break-words">
                    <span className="block text-xs font-semibold tracking-wide text-wood-700 uppercase">
                      {copy.after}
                    </span>
                    <ins className="text-green-900 no-underline">{change.after ?? copy.nothing}</ins>
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-wood-800">{copy.noChanges}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}

/** Every version of the site, newest first, with a comparison of two above. */
export function SiteVersions({
  versions,
  compared,
}: {
  versions: Version[];
  compared: { from: number; to: number; changes: Change[] } | null;
}) {
  return (
    <div className="space-y-6">
      <Link
        to={deskPaths.site}
        className="inline-flex min-h-11 items-center font-semibold text-wood-700 underline underline-offset-4"
      >
        {copy.backToSettings}
      </Link>
      {versions.length > 1 ? <Compare versions={versions} compared={compared} /> : null}
      <section aria-labelledby="versions-heading" className={staffCardClass}>
        <h2 id="versions-heading" className="sr-only">
          {copy.title}
        </h2>
        {versions.length ? (
          <ol className="divide-y divide-wood-100">
            {versions.map((version, i) => (
              <VersionRow key={version.id} version={version} live={i === 0} liveId={versions[0]!.id} />
            ))}
          </ol>
        ) : (
          <p className="p-4 text-wood-800">{copy.empty}</p>
        )}
      </section>
    </div>
  );
}
