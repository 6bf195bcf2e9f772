import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { formatLeadDate } from "~/lib/format-date";
import { DeskTable } from "./desk-table";
import { StaffActions } from "./staff-actions";
import { type DeskRole, StaffRoleBadge } from "./staff-role-badge";

/** An account as the staff page lists it. */
export type StaffRow = {
  id: string;
  email: string;
  name: string;
  role: DeskRole | null;
  confirmed: boolean;
  /** ISO-8601 UTC, or null when the account never signed in. */
  lastSignInAt: string | null;
};

/**
 * The button an admin pressed may be gone once the change is made (an account made staff has no
 * "Make staff" any more): focus then goes to the account's name, where it was, rather than being
 * lost to the document.
 */
function useFocusAfterChange() {
  const navigation = useNavigation();
  const changed = useRef<string | null>(null);
  const pending = navigation.formData?.get("id");
  useEffect(() => {
    if (typeof pending === "string") changed.current = pending;
  }, [pending]);
  useEffect(() => {
    const id = changed.current;
    if (navigation.state !== "idle" || id === null) return;
    changed.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    const names = document.querySelectorAll<HTMLElement>(`[data-account="${CSS.escape(id)}"]`);
    [...names].find((name) => name.offsetParent !== null)?.focus();
  }, [navigation.state]);
}

/** An e-mail address that a narrow screen wraps after its "@" rather than inside a word. */
export function Email({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

/** The account's e-mail and name; "(you)" for the admin looking. */
function AccountName({ account, self }: { account: StaffRow; self: boolean }) {
  return (
    <div className="min-w-0">
      <p data-account={account.id} tabIndex={-1} className="font-semibold break-words text-wood-950">
        <Email address={account.email} />
      </p>
      <p className="text-sm text-wood-800">
        {account.name}
        {self ? ` ${copy.staff.you}` : ""}
      </p>
      {account.confirmed ? null : <p className="text-sm text-red-800">{copy.staff.unconfirmed}</p>}
    </div>
  );
}

function LastSignIn({ at }: { at: string | null }) {
  return at ? <time dateTime={at}>{formatLeadDate(at)}</time> : <>{copy.staff.never}</>;
}

/** The accounts: a table on wide screens, cards on a phone. */
export function StaffAccounts({ accounts, selfId }: { accounts: StaffRow[]; selfId: string }) {
  useFocusAfterChange();
  if (accounts.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-wood-300 bg-white p-8 text-center text-wood-800">
        {copy.staff.empty}
      </p>
    );
  }
  const [account, role, lastSignIn, actions] = copy.staff.columns;
  return (
    <>
      <DeskTable
        rows={accounts}
        columns={[
          { header: account, render: (row) => <AccountName account={row} self={row.id === selfId} /> },
          { header: role, render: (row) => <StaffRoleBadge role={row.role} /> },
          {
            header: lastSignIn,
            className: "text-sm whitespace-nowrap text-wood-800",
            render: (row) => <LastSignIn at={row.lastSignInAt} />,
          },
          { header: actions, render: (row) => <StaffActions account={row} self={row.id === selfId} /> },
        ]}
      />
      <ul className="space-y-3 md:hidden">
        {accounts.map((row) => (
          <li key={row.id} className="rounded-2xl border border-wood-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <AccountName account={row} self={row.id === selfId} />
              <StaffRoleBadge role={row.role} />
            </div>
            <p className="mt-2 text-sm text-wood-800">
              {lastSignIn}: <LastSignIn at={row.lastSignInAt} />
            </p>
            <div className="mt-3">
              <StaffActions account={row} self={row.id === selfId} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
