import { Home } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button-link";
import { useSite } from "~/lib/site";

/** The 404 page's body: also shown by a neighbourhood page for an area the profile does not have. */
export function NotFoundPage() {
  const { notFound } = useSite();
  return (
    <section className="wood-grain">
      <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
        <p className="font-display text-8xl font-semibold text-wood-700">{notFound.code}</p>
        <h1 className="mt-4 font-display text-3xl font-semibold text-wood-950 sm:text-4xl">
          {notFound.heading}
        </h1>
        <p className="mt-3 text-lg text-wood-800">{notFound.text}</p>
        <ButtonLink to="/" icon={Home} className="mt-8">
          {notFound.homeLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
