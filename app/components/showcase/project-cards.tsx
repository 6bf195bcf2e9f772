import { Link } from "react-router";
import { projectPath, type ShowcaseProject } from "~/lib/showcase";
import { useSite } from "~/lib/site";
import { formatMonth, projectServices } from "~/lib/work";
import { ProjectPhoto } from "./project-photo";

/** Three cards a row on a wide screen, two on a tablet, one on a phone. */
const cardSizes = "(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw";
/** A card is at most about 600 px wide (a phone just under the tablet width), 1200 at 2x. */
const cardWidest = 1200;

/**
 * Published projects as cards: the cover, the title (the card's one link), what was done, where and
 * when. `firstCover` when the first card's cover is the page's first image.
 */
export function ProjectCards({
  projects,
  firstCover = false,
  level = "h3",
}: {
  projects: readonly ShowcaseProject[];
  firstCover?: boolean;
  /** The cards' headings: h2 where they are the page's sections (the gallery). */
  level?: "h2" | "h3";
}) {
  const site = useSite();
  const Heading = level;
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, index) => (
        <li
          key={project.id}
          className="relative overflow-hidden rounded-2xl border border-wood-200 bg-white shadow-sm"
        >
          <ProjectPhoto
            photo={project.cover}
            sizes={cardSizes}
            first={firstCover && index === 0}
            crop
            widest={cardWidest}
          />
          <div className="p-5">
            <Heading className="font-display text-xl font-semibold text-wood-950">
              {/* The whole card is the link's target, for a thumb on a phone. */}
              <Link to={projectPath(project.slug)} className="after:absolute after:inset-0">
                {project.title}
              </Link>
            </Heading>
            <p className="mt-1 text-sm text-wood-800">
              {[...projectServices(site, project).map((service) => service.title), project.area]
                .filter(Boolean)
                .join(" · ")}
            </p>
            <p className="mt-1 text-sm text-wood-700">{formatMonth(project.month)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
