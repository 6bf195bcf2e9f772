import { reportsCopy as copy } from "~/lib/desk-copy/reports";
import type { CampaignRow, SourceRow } from "~/lib/report-table";
import { count } from "./report-links";
import { ScrollTable } from "./scroll-table";

type Row = { key: string; name: string; views: number; visitors: number; leads: number };

function CountsTable({ caption, first, rows }: { caption: string; first: string; rows: readonly Row[] }) {
  const most = Math.max(0, ...rows.map((row) => row.visitors));
  return (
    <ScrollTable table={caption}>
      <table className="w-full min-w-[22rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b-2 border-wood-300">
          <tr>
            <th scope="col" className="px-2 py-2 text-left font-semibold">
              {first}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              {copy.sources.columns.views}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              {copy.sources.columns.visitors}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              {copy.sources.columns.leads}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-wood-200">
              <th scope="row" className="px-2 py-2 text-left font-normal">
                <span className="block font-semibold text-wood-950">{row.name}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 100 6"
                  preserveAspectRatio="none"
                  className="mt-1 block h-1.5 w-full max-w-40"
                >
                  <rect width="100" height="6" rx="3" className="fill-wood-100" />
                  {row.visitors > 0 ? (
                    <rect
                      width={Math.max(2, (row.visitors / most) * 100)}
                      height="6"
                      rx="3"
                      className="fill-wood-600"
                    />
                  ) : null}
                </svg>
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{count(row.views)}</td>
              <td className="px-2 py-2 text-right tabular-nums">{count(row.visitors)}</td>
              <td className="px-2 py-2 text-right font-semibold tabular-nums">{count(row.leads)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** Views, visitors and leads by referring site, then by campaign tag. */
export function SourcesTables({
  sources,
  campaigns,
}: {
  sources: readonly SourceRow[];
  campaigns: readonly CampaignRow[];
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CountsTable
        caption={copy.sources.heading}
        first={copy.sources.columns.source}
        rows={sources.map((row) => ({ ...row, key: row.group }))}
      />
      <div>
        <h3 className="font-semibold text-wood-950">{copy.sources.campaigns}</h3>
        <p className="mb-2 text-sm text-wood-800">{copy.sources.campaignsIntro}</p>
        {campaigns.length > 0 ? (
          <CountsTable
            caption={copy.sources.campaigns}
            first={copy.sources.campaign}
            rows={campaigns.map((row) => ({ ...row, key: row.campaign, name: row.campaign }))}
          />
        ) : (
          <p className="rounded-lg bg-wood-50 p-3 text-sm text-wood-800">{copy.sources.noCampaigns}</p>
        )}
      </div>
    </div>
  );
}
