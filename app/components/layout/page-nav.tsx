import { NavLink, type NavLinkProps } from "react-router";
import { pageKeys, pagePaths } from "~/lib/pages";
import { useSite } from "~/lib/site";

export const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-medium transition-colors ${
    isActive
      ? "bg-wood-100 text-wood-800 font-semibold"
      : "text-wood-900 hover:bg-wood-100 hover:text-wood-800"
  }`;

/** The links to the top-level pages, in the header bar or the mobile menu. */
export function PageNav({
  label,
  className,
  listClass,
  linkClass,
}: {
  label: string;
  className?: string;
  listClass: string;
  linkClass: NavLinkProps["className"];
}) {
  const site = useSite();
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClass}>
        {pageKeys.map((key) => (
          <li key={key}>
            <NavLink to={pagePaths[key]} end className={linkClass}>
              {site.nav[key]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
