import type { IconName } from "~/profiles/icon-names";
import type { SpriteIconName } from "./icon-sources";
// A file of its own, cached a year under its hashed name, never a data: URL in the page.
import sprite from "./icon-sprite.svg?url&no-inline";

/**
 * An icon drawn from the sprite file: a page carries a short reference per icon instead of its
 * drawing, and the browser fetches every drawing once, for the whole site. It takes the text's
 * colour; its fill is none unless a class sets one. Its size is its class's (size-5); only an icon
 * without one says 24 by 24 itself (some eighty icons on a neighbourhood page, each attribute counted).
 */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  const sized = /(^|\s)size-/.test(className ?? "");
  return (
    <svg
      className={className}
      {...(sized ? {} : { width: "24", height: "24" })}
      fill="none"
      aria-hidden="true"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

/** One of the icons a profile may name. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <SpriteIcon name={name} className={className} />;
}
