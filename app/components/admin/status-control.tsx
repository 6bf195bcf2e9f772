import { useSyncExternalStore } from "react";
import { useFetcher } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { type LeadStatus, leadStatuses } from "~/lib/lead-status";
import { useToastOn } from "~/lib/use-toast-on";
import type { Toast } from "~/components/ui/toaster";

const noSubscription = () => () => {};

/**
 * The status dropdown of one lead. With JavaScript a change is saved at once; without it, the
 * Update button posts the form.
 */
export function StatusControl({ id, name, status }: { id: string; name: string; status: LeadStatus }) {
  const fetcher = useFetcher<{ toast?: Toast }>();
  // False in the server's HTML, true once React runs in the browser.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useToastOn(fetcher.data);
  const pending = fetcher.formData?.get("status");
  const shown = typeof pending === "string" ? pending : status;
  return (
    <fetcher.Form method="post" action="/admin" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={id} />
      <select
        name="status"
        value={shown}
        aria-label={`${copy.changeStatus}: ${name}`}
        onChange={(event) => {
          void fetcher.submit(event.currentTarget.form);
        }}
        className="min-h-10 rounded-lg border border-wood-300 bg-white px-2 py-1 text-sm capitalize text-wood-950 focus:ring-2 focus:ring-wood-500/40 focus:outline-none"
      >
        {leadStatuses.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="rounded-md bg-wood-700 px-3 py-2 text-sm font-semibold text-white">
          {copy.update}
        </button>
      )}
    </fetcher.Form>
  );
}
