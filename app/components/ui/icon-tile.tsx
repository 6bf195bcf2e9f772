import type { IconComponent } from "./icons";
import type { IconName } from "~/profiles/icon-names";
import { Icon } from "./icon";

const sizes = { md: ["size-11", "size-5"], lg: ["size-12", "size-6"] } as const;
const tones = { light: "bg-wood-100 text-wood-700", dark: "bg-wood-700 text-white" } as const;

/**
 * An icon on a tile with soft corners, heading a card or a detail. `fixed` keeps its size where it sits
 * beside text in a row.
 */
export function IconTile({
  icon,
  size = "lg",
  tone = "light",
  fixed = false,
}: {
  icon: IconName | IconComponent;
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
  fixed?: boolean;
}) {
  const [tileSize, iconSize] = sizes[size];
  return (
    <span
      className={`grid ${tileSize}${fixed ? " shrink-0" : ""} place-items-center rounded-xl ${tones[tone]}`}
    >
      <TileIcon icon={icon} className={iconSize} />
    </span>
  );
}

/** A profile's icon by name, or a control's own icon. */
function TileIcon({ icon, className }: { icon: IconName | IconComponent; className: string }) {
  if (typeof icon === "string") return <Icon name={icon} className={className} />;
  const Component = icon;
  return <Component aria-hidden="true" className={className} />;
}
