import { adminCopy as copy } from "~/lib/admin-copy";

export type DeskRole = "staff" | "admin";

const badgeClass = {
  admin: "bg-wood-100 text-wood-900 ring-wood-300",
  staff: "bg-blue-100 text-blue-900 ring-blue-300",
  none: "bg-gray-100 text-gray-800 ring-gray-300",
};

/** An account's desk role, or "No access". */
export function StaffRoleBadge({ role }: { role: DeskRole | null }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${badgeClass[role ?? "none"]}`}
    >
      {copy.staff.roles[role ?? "none"]}
    </span>
  );
}
