import { Mail } from "lucide-react";
import { adminCopy } from "~/lib/admin-copy";
import type { AlertChoices } from "~/lib/alert-choices";
import { AlertStatusBadge } from "./alert-status-badge";
import { DeskTable } from "./desk-table";
import { staffCardClass } from "./staff-styles";
import { Email } from "./staff-accounts";
import { StaffRoleBadge } from "./staff-role-badge";

const copy = adminCopy.alerts.who;

/** A desk member as the admins' table lists them. */
export type MemberChoicesRow = AlertChoices & {
  id: string;
  email: string;
  name: string;
  role: "admin" | "staff";
};

function Member({ row, self }: { row: MemberChoicesRow; self: boolean }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold break-words text-wood-950">
        <Email address={row.email} />
      </p>
      <p className="text-sm text-wood-800">
        {row.name}
        {self ? ` ${copy.you}` : ""}
      </p>
    </div>
  );
}

/**
 * For admins: who receives what. The addresses that hear of every new lead whatever anyone
 * chooses, then every desk member with their two choices (a table on wide screens, cards on a phone).
 */
export function DeskAlertChoices({
  members,
  notify,
  selfId,
  children,
}: {
  members: MemberChoicesRow[];
  notify: string[];
  selfId: string;
  /** Others always alerted, by another channel. */
  children?: React.ReactNode;
}) {
  const [member, role, alerts, digest] = copy.columns;
  return (
    <section aria-labelledby="who-h" className="space-y-4">
      <div>
        <h2 id="who-h" className="font-display text-2xl font-semibold text-wood-950">
          {copy.heading}
        </h2>
        <p className="mt-1 text-wood-800">{copy.intro}</p>
      </div>
      <div className={`flex items-start gap-3 p-4 sm:p-5 ${staffCardClass}`}>
        <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-wood-700" />
        <div className="min-w-0">
          <h3 className="font-semibold text-wood-950">{copy.always}</h3>
          <p className="text-sm text-wood-800">{copy.alwaysText}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {notify.map((address) => (
              <li
                key={address}
                className="max-w-full rounded-lg bg-wood-100 px-2.5 py-1 text-sm font-semibold break-words text-wood-950"
              >
                <Email address={address} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      {children}
      <DeskTable
        className={staffCardClass}
        rows={members}
        columns={[
          { header: member, render: (row) => <Member row={row} self={row.id === selfId} /> },
          { header: role, render: (row) => <StaffRoleBadge role={row.role} /> },
          { header: alerts, render: (row) => <AlertStatusBadge on={row.leadAlerts} /> },
          { header: digest, render: (row) => <AlertStatusBadge on={row.morningDigest} /> },
        ]}
      />
      <ul className="space-y-3 md:hidden">
        {members.map((row) => (
          <li key={row.id} className={`p-4 ${staffCardClass}`}>
            <div className="flex items-start justify-between gap-3">
              <Member row={row} self={row.id === selfId} />
              <StaffRoleBadge role={row.role} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-wood-800">{alerts}</dt>
                <dd className="mt-1">
                  <AlertStatusBadge on={row.leadAlerts} />
                </dd>
              </div>
              <div>
                <dt className="text-wood-800">{digest}</dt>
                <dd className="mt-1">
                  <AlertStatusBadge on={row.morningDigest} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
