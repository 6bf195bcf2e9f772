import type { IconComponent } from "./icons";
import { Link } from "react-router";

const variants = {
  primary: "bg-wood-700 text-white shadow-sm hover:bg-wood-800",
  secondary: "border-2 border-wood-700 text-wood-800 hover:bg-wood-100",
  whatsapp: "bg-leaf-600 text-white shadow-sm hover:bg-leaf-700",
  light: "bg-white text-wood-900 shadow-sm hover:bg-wood-100",
  outlineLight: "border-2 border-white/80 text-white hover:bg-white/10",
} as const;

type Props = {
  variant?: keyof typeof variants;
  icon?: IconComponent;
  className?: string;
  children: React.ReactNode;
} & ({ to: string; href?: never } | { href: string; to?: never });

const base =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold transition-colors";

/** A call-to-action: an in-site Link for `to`, a plain anchor for tel:, mailto: and wa.me links. */
export function ButtonLink({
  variant = "primary",
  icon: IconComponent,
  className = "",
  children,
  ...rest
}: Props) {
  const classes = `${base} ${variants[variant]} ${className}`;
  const content = (
    <>
      {IconComponent ? <IconComponent aria-hidden="true" className="size-5 shrink-0" /> : null}
      {children}
    </>
  );
  if (rest.to !== undefined) {
    return (
      <Link to={rest.to} className={classes}>
        {content}
      </Link>
    );
  }
  const external = rest.href.startsWith("http");
  return (
    <a
      href={rest.href}
      className={classes}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {content}
    </a>
  );
}
