import { useEffect, useRef, useState } from "react";
import { deskPaths } from "~/lib/desk-paths";
import { adminCopy as copy } from "~/lib/admin-copy";
import { type LeadStatus, isLeadStatus, leadStatuses } from "~/lib/lead-status";
import { useDeskForm } from "./use-desk-form";
import { useHydrated } from "./use-hydrated";

/**
 * Keys that change a closed dropdown's value step by step (Windows and Linux browsers fire a
 * change for every step): arrows, Home/End, Page Up/Down and type-ahead letters.
 */
const isStepKey = (event: React.KeyboardEvent) =>
  /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down))$/.test(event.key) ||
  (event.key.length === 1 && event.key !== " " && !event.ctrlKey && !event.metaKey);

/**
 * The status dropdown of one lead. With JavaScript a choice made in the list (pointer, touch, or
 * the opened list) is saved at once; one made by stepping through the closed dropdown with the
 * keyboard is saved once, on Enter or on leaving the dropdown, not at every step on the way
 * (Escape puts the stored status back). Without JavaScript, the Update button posts the form.
 */
export function StatusControl({ id, name, status }: { id: string; name: string; status: LeadStatus }) {
  // Keyed by lead: a dropdown mounted again while its change is on the way (the list re-rendered)
  // takes up that change, and its answer's notice still shows (once: useToastOn). A change that
  // fails, or cannot reach the server, leaves the dropdown at the stored status.
  const { fetcher, action } = useDeskForm(deskPaths.leadChange(id), { key: `status-${id}` });
  const hydrated = useHydrated();
  const select = useRef<HTMLSelectElement>(null);
  // A status chosen by keyboard steps and not saved yet.
  const [draft, setDraft] = useState<LeadStatus | null>(null);
  const stepping = useRef(false);
  const pending = fetcher.formData?.get("status");
  const stored = typeof pending === "string" ? pending : status;

  // The status on its way to the server: one choice is sent once, whichever path below sees it
  // first (a choice made while the page was starting can reach both).
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (fetcher.state === "idle") sent.current = null;
  }, [fetcher.state]);
  const send = (form: HTMLFormElement | null | undefined) => {
    const chosen = select.current?.value;
    if (!form || !chosen || chosen === sent.current) return;
    sent.current = chosen;
    void fetcher.submit(form);
  };
  const save = (form: HTMLFormElement | null | undefined) => {
    setDraft(null);
    send(form);
  };

  // The dropdown keeps the browser's value (defaultValue, not value), so a status chosen while the
  // page was still starting is not reset when React takes the page over; it is saved then.
  useEffect(() => {
    const element = select.current;
    if (element && element.value !== status) send(element.form);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, against the status the page came with
  }, []);
  // Otherwise it shows the stored status (or the one being saved), unless a keyboard choice waits.
  useEffect(() => {
    const element = select.current;
    if (element && draft === null && sent.current === null && element.value !== stored) {
      element.value = stored;
    }
  }, [stored, draft]);

  const saveDraft = (form: HTMLFormElement | null) => {
    if (draft === null) return;
    if (draft === stored) setDraft(null);
    else save(form);
  };

  return (
    <fetcher.Form method="post" action={action} className="flex items-center gap-2">
      <select
        ref={select}
        name="status"
        defaultValue={status}
        // No restoring an earlier visit's choice on Back or reload: it would be saved over the
        // stored status when the page starts.
        autoComplete="off"
        aria-label={`${copy.changeStatus}: ${name}`}
        onKeyDown={(event) => {
          stepping.current = isStepKey(event) && !event.altKey;
          if (event.key === "Enter" && draft !== null) {
            event.preventDefault();
            saveDraft(event.currentTarget.form);
          } else if (event.key === "Escape" && draft !== null) {
            event.preventDefault();
            setDraft(null);
          }
        }}
        onKeyUp={() => {
          stepping.current = false;
        }}
        onBlur={(event) => {
          stepping.current = false;
          saveDraft(event.currentTarget.form);
        }}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (stepping.current && isLeadStatus(value)) setDraft(value);
          else save(event.currentTarget.form);
        }}
        className="min-h-10 rounded-lg border border-wood-300 bg-white px-2 py-1 text-sm capitalize text-wood-950"
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
