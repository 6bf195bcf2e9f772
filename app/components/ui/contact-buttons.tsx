import { ArrowRight, MessageCircle, Phone } from "~/components/ui/icons";
import { useContactLinks } from "~/lib/contact-links";
import { pagePaths } from "~/lib/pages";
import { ButtonLink } from "./button-link";

type Variant = React.ComponentProps<typeof ButtonLink>["variant"];
type Props = { variant?: Variant; className?: string; children: React.ReactNode };

/** To the contact page and its enquiry form. */
export function EnquiryButton({ variant, className, children }: Props) {
  return (
    <ButtonLink to={pagePaths.contact} variant={variant} icon={ArrowRight} className={className}>
      {children}
    </ButtonLink>
  );
}

/** A phone call to the business. */
export function CallButton({ variant, className, children }: Props) {
  const links = useContactLinks();
  return (
    <ButtonLink href={links.tel} variant={variant} icon={Phone} className={className}>
      {children}
    </ButtonLink>
  );
}

/** A WhatsApp chat with the business, `href` carrying its opening text. */
export function WhatsAppButton({ href, className, children }: Omit<Props, "variant"> & { href: string }) {
  return (
    <ButtonLink href={href} variant="whatsapp" icon={MessageCircle} className={className}>
      {children}
    </ButtonLink>
  );
}

/** A call and a WhatsApp chat side by side: the two ways to reach the business straight away. */
export function CallAndWhatsApp({
  callLabel,
  whatsappLabel,
  whatsapp,
  className,
}: {
  callLabel: React.ReactNode;
  whatsappLabel: string;
  whatsapp: string;
  className?: string;
}) {
  return (
    <>
      <CallButton className={className}>{callLabel}</CallButton>
      <WhatsAppButton href={whatsapp} className={className}>
        {whatsappLabel}
      </WhatsAppButton>
    </>
  );
}
