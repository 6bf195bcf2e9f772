import { Link } from "react-router";
import { ProjectPhoto } from "~/components/showcase/project-photo";
import { CallAndWhatsApp } from "~/components/ui/contact-buttons";
import { Icon } from "~/components/ui/icon";
import { MarkedList } from "~/components/ui/marked-list";
import { useContactLinks } from "~/lib/contact-links";
import { projectPath, type ShowcaseProject } from "~/lib/showcase";
import { useSite } from "~/lib/site";
import type { Service } from "~/profiles/schema";

/**
 * One service on the services page; `flip` alternates the picture side. The picture is the cover of
 * the newest project that names the service (a link to it), or else the service's icon on wood;
 * `first` when it is the page's first image.
 */
export function ServiceDetail({
  service,
  flip,
  project,
  first = false,
}: {
  service: Service;
  flip: boolean;
  project?: ShowcaseProject;
  first?: boolean;
}) {
  const { servicesPage: page } = useSite();
  const links = useContactLinks();
  const headingId = `service-${service.id}`;
  return (
    <article id={service.id} aria-labelledby={headingId} className="scroll-mt-24 py-12 first:pt-0 last:pb-0">
      <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-14">
        {project ? (
          <Link
            to={projectPath(project.slug)}
            className={`block overflow-hidden rounded-3xl border border-wood-200 ${flip ? "lg:order-2" : ""}`}
          >
            <ProjectPhoto
              photo={project.cover}
              sizes="(min-width: 1152px) 536px, (min-width: 1024px) 45vw, 100vw"
              first={first}
              crop
            />
            <span className="sr-only">{project.title}</span>
          </Link>
        ) : (
          <div
            className={`wood-grain relative hidden aspect-[4/3] place-items-center overflow-hidden rounded-3xl border border-wood-200 sm:grid ${flip ? "lg:order-2" : ""}`}
          >
            <span className="grid size-32 place-items-center rounded-3xl bg-wood-700 text-wood-50 shadow-xl ring-8 ring-wood-50/60">
              <Icon name={service.icon} className="size-16" />
            </span>
          </div>
        )}
        <div>
          <h2 id={headingId} className="font-display text-3xl font-semibold text-wood-950">
            {service.title}
          </h2>
          <p className="mt-4 text-lg text-wood-800">{service.description}</p>
          <h3 className="mt-6 font-semibold text-wood-950">{page.includedLabel}</h3>
          <MarkedList items={service.features} mark="tick" className="mt-3 grid gap-2 sm:grid-cols-2" />
          <dl className="mt-6 space-y-3 text-sm">
            <div>
              <dt className="font-semibold text-wood-950">{page.areasLabel}</dt>
              <dd className="mt-1 text-wood-800">{service.areas.join(" · ")}</dd>
            </div>
            <div>
              <dt className="font-semibold text-wood-950">{page.keywordsLabel}</dt>
              <dd className="mt-2 flex flex-wrap gap-2">
                {service.keywords.map((keyword) => (
                  <span key={keyword} className="rounded-full bg-wood-100 px-3 py-1 text-wood-800">
                    {keyword}
                  </span>
                ))}
              </dd>
            </div>
          </dl>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <CallAndWhatsApp
              callLabel={page.quoteLabel}
              whatsappLabel={page.whatsappLabel}
              whatsapp={links.whatsappForService(service.title)}
            />
          </div>
        </div>
      </div>
    </article>
  );
}
