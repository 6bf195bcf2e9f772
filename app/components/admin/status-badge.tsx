import { type LeadStatus, statusBadgeClass } from "~/lib/lead-status";

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${statusBadgeClass[status]}`}
    >
      {status}
    </span>
  );
}
