import { NavLink, type NavLinkProps } from "react-router";
import { navLinks } from "~/lib/pages";
import { ourWorkPath } from "~/lib/showcase";
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
        {navLinks(site).map(({ path, label }) => (
          <li key={path}>
            {/* The gallery's link stays marked on its filter and project pages. */}
            <NavLink to={path} end={path !== ourWorkPath} className={linkClass}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
