import { BarChart3, Bell, Globe, Images, LogOut, ShieldCheck, Users } from "lucide-react";
import { Form, Link, NavLink } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { useSite } from "~/lib/site";
import { staffButtonClass } from "./staff-styles";

const deskLinkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-semibold text-wood-800 underline-offset-4 hover:underline aria-[current=page]:underline sm:px-2 sm:text-base";
/** Icons beside the links from a tablet up: on a phone the six links fit one line without them. */
const iconClass = "hidden size-4 sm:inline-block";

/** The staff screen's header: where you are, who you are, Alerts, Security, Sign Out; for an admin, the reports and the staff page. */
export function DeskHeader({ email, role }: { email?: string; role?: "admin" | "staff" }) {
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
          <>
            {/* On a phone: the name and Sign Out on the first line, the desk's links on the second. */}
            <Form method="post" action={deskPaths.desk} className="sm:order-3">
              <input type="hidden" name="intent" value="sign-out" />
              <button type="submit" className={staffButtonClass.outline}>
                <LogOut aria-hidden="true" className="size-4" />
                {copy.signOut}
              </button>
            </Form>
            <nav
              aria-label={copy.deskNav}
              className="-mx-1 flex w-full flex-wrap items-center gap-x-0 sm:order-2 sm:mx-0 sm:ml-auto sm:w-auto sm:gap-3 lg:gap-0"
            >
              {role === "admin" ? (
                <>
                  <NavLink to={deskPaths.reports} className={deskLinkClass}>
                    <BarChart3 aria-hidden="true" className={iconClass} />
                    {copy.reports.link}
                  </NavLink>
                  <NavLink to={deskPaths.staff} className={deskLinkClass}>
                    <Users aria-hidden="true" className={iconClass} />
                    {copy.staff.link}
                  </NavLink>
                  <NavLink to={deskPaths.site} className={deskLinkClass}>
                    <Globe aria-hidden="true" className={iconClass} />
                    {copy.siteSettings.link}
                  </NavLink>
                </>
              ) : null}
              <NavLink to={deskPaths.projects} className={deskLinkClass}>
                <Images aria-hidden="true" className={iconClass} />
                {copy.projects.link}
              </NavLink>
              <NavLink to={deskPaths.alerts} end className={deskLinkClass}>
                <Bell aria-hidden="true" className={iconClass} />
                {copy.alerts.link}
              </NavLink>
              <NavLink to={deskPaths.security} end className={deskLinkClass}>
                <ShieldCheck aria-hidden="true" className={iconClass} />
                {copy.twoFactor.title}
              </NavLink>
              <span className="hidden items-center gap-2 text-sm text-wood-800 lg:inline-flex">
                {/* A long address is cut short, whole in its tooltip, so the header stays one line. */}
                <span className="max-w-48 truncate" title={email}>
                  {email}
                </span>
                {role ? (
                  <span className="rounded-full bg-wood-100 px-2 py-0.5 text-xs font-semibold text-wood-900">
                    {copy.roles[role]}
                  </span>
                ) : null}
              </span>
            </nav>
          </>
        ) : null}
      </div>
    </header>
  );
}
