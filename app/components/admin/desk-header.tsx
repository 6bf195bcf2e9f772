import { LogOut } from "lucide-react";
import { Form, Link } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { useSite } from "~/lib/site";
import { staffButtonClass } from "./staff-styles";

/** The staff screen's header: where you are, who you are, and Sign Out. */
export function DeskHeader({ email }: { email?: string }) {
  const site = useSite();
  return (
    <header className="border-b border-wood-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Link to={deskPaths.desk} className="rounded-md">
          <span className="block font-display text-lg font-semibold text-wood-950">{site.business.name}</span>
          <span className="block text-xs font-semibold tracking-widest text-wood-700 uppercase">
            {copy.title}
          </span>
        </Link>
        {email ? (
          <div className="flex items-center gap-3">
            <span className="hidden text-sm text-wood-800 sm:inline">{email}</span>
            <Form method="post" action={deskPaths.desk}>
              <input type="hidden" name="intent" value="sign-out" />
              <button type="submit" className={staffButtonClass.outline}>
                <LogOut aria-hidden="true" className="size-4" />
                {copy.signOut}
              </button>
            </Form>
          </div>
        ) : null}
      </div>
    </header>
  );
}
