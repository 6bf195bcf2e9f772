import { ShieldCheck, UserRound, UserX } from "lucide-react";
import { Form } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { fillTemplate } from "~/lib/links";
import type { StaffIntent } from "~/lib/staff-access";
import type { StaffRow } from "./staff-accounts";

const actionClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border-2 px-3 py-1.5 text-sm font-semibold whitespace-nowrap";
const grantClass = `${actionClass} border-wood-700 text-wood-800 hover:bg-wood-100`;
const revokeClass = `${actionClass} cursor-pointer list-none border-red-700 text-red-800 hover:bg-red-50 [&::-webkit-details-marker]:hidden`;

/** The role an account may be given next: the one it does not hold (both, to one without access). */
const grantsFor = (role: StaffRow["role"]): ("make-staff" | "make-admin")[] =>
  role === "admin" ? ["make-staff"] : role === "staff" ? ["make-admin"] : ["make-staff", "make-admin"];

const grantLabels = {
  "make-staff": { label: copy.staff.makeStaff, Icon: UserRound },
  "make-admin": { label: copy.staff.makeAdmin, Icon: ShieldCheck },
};

/** One plain form per action: it works without JavaScript, and with it the page stays put. */
function AccessForm({
  account,
  intent,
  className,
  children,
}: {
  account: StaffRow;
  intent: StaffIntent;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" action={deskPaths.staff}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={account.id} />
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}

/**
 * What an admin may do to one account: give it the other role, or take its access away. Taking it
 * away asks first: the button opens a confirmation with the button that does it.
 */
export function StaffActions({ account, self }: { account: StaffRow; self: boolean }) {
  // Each control names the account too, for a screen reader going from control to control.
  const forAccount = <span className="sr-only"> for {account.email}</span>;
  return (
    <div className="flex flex-wrap items-start gap-2">
      {grantsFor(account.role).map((intent) => {
        const { label, Icon } = grantLabels[intent];
        return (
          <AccessForm key={intent} account={account} intent={intent} className={grantClass}>
            <Icon aria-hidden="true" className="size-4" />
            {label}
            {forAccount}
          </AccessForm>
        );
      })}
      {account.role ? (
        <details className="group">
          <summary className={revokeClass}>
            <UserX aria-hidden="true" className="size-4" />
            {copy.staff.revoke}
            {forAccount}
          </summary>
          <div className="mt-2 max-w-xs rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950">
            <p>
              {self
                ? copy.staff.confirmRevokeSelf
                : fillTemplate(copy.staff.confirmRevoke, { email: account.email })}
            </p>
            <div className="mt-3">
              <AccessForm
                account={account}
                intent="revoke"
                className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800"
              >
                {copy.staff.confirmRevokeButton}
                {forAccount}
              </AccessForm>
            </div>
          </div>
        </details>
      ) : null}
    </div>
  );
}
