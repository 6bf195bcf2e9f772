import type { SpriteIconName } from "./icon-sources";
import { SpriteIcon } from "./icon";

/** An icon beside a control's text; always decorative (the text says what it does). */
export type IconComponent = (props: {
  className?: string;
  "aria-hidden"?: "true" | true;
}) => React.JSX.Element;

function spriteIcon(name: SpriteIconName): IconComponent {
  return function SpriteIconOf({ className }) {
    return <SpriteIcon name={name} className={className} />;
  };
}

// The controls' icons, named as the drawings they show (lucide's), so a public component swaps its
// import only.
export const ArrowLeft = spriteIcon("arrow-left");
export const ArrowRight = spriteIcon("arrow-right");
export const CircleAlert = spriteIcon("circle-alert");
export const CircleCheck = spriteIcon("circle-check");
export const ClipboardList = spriteIcon("clipboard-list");
export const Clock = spriteIcon("clock");
export const Home = spriteIcon("house");
export const Mail = spriteIcon("mail");
export const MapPin = spriteIcon("map-pin");
export const Menu = spriteIcon("menu");
export const MessageCircle = spriteIcon("message-circle");
export const Navigation = spriteIcon("navigation");
export const Phone = spriteIcon("phone");
export const Send = spriteIcon("send");
export const Star = spriteIcon("star");
export const X = spriteIcon("x");
