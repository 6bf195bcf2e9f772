import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabases, type TestDatabaseHandle } from "../../../tests/support/test-database";
import type { ProcessedPhoto } from "../media/photo-pipeline.server";
import { processPhoto } from "../media/photo-service.server";
import type { ProjectActor, ProjectDeps } from "./project-access.server";
import { addPhoto, changePhoto, removePhoto } from "./project-photos.server";
import { uploadPhotos } from "./project-uploads.server";
import { getProject, listProjects } from "./project-read.server";
import { createProject, deleteProject, publishProblems, updateProject } from "./projects.server";
import { loadShowcase, showcaseRevision } from "./showcase.server";

const admin: ProjectActor = { id: "admin-1", email: "owner@example.in", role: "admin" };
const staff: ProjectActor = { id: "staff-1", email: "asha@example.in", role: "staff" };
const serviceIds = ["modular-kitchen", "wardrobes"];
const now = new Date("2026-11-27T06:00:00Z");

/** A small JPEG of one colour: each number is a clearly different colour, so a photo of its own. */
const jpeg = (n: number) =>
  sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: { r: (n * 37) % 256, g: (n * 91) % 256, b: (n * 53) % 256 },
    },
  })
    .jpeg()
    .toBuffer();

const processed = new Map<number, ProcessedPhoto>();
async function photo(red: number): Promise<ProcessedPhoto> {
  if (!processed.has(red)) {
    const result = await processPhoto({ name: `${red}.jpg`, type: "image/jpeg", bytes: await jpeg(red) });
    if (!result.ok) throw new Error(result.problem.message);
    processed.set(red, result.photo);
  }
  return processed.get(red)!;
}

const done = <T>(result: { kind: string; value?: T }): T => {
  expect(result.kind).toBe("done");
  return result.value as T;
};

describe.each(testDatabases())("projects on the desk, on $name", (database) => {
  let handle: TestDatabaseHandle;
  const as = (actor: ProjectActor): ProjectDeps => ({ db: handle.db, now, actor, serviceIds });
  beforeEach(async () => {
    handle = await database.open();
  });
  afterEach(() => handle.drop());

  const draft = (title = "Teak wardrobe in HSR Layout", actor = staff) =>
    createProject(as(actor), {
      title,
      description: "A floor-to-ceiling wardrobe.",
      services: ["wardrobes"],
      area: "HSR Layout",
      month: "2026-09",
    }).then(done);

  /** A draft with `count` described photos, published by the admin. */
  async function published(count = 2, title?: string) {
    const { id } = await draft(title);
    const photos = [];
    for (let i = 0; i < count; i++) {
      const added = done(await addPhoto(as(admin), id, await photo(50 + i + (title?.length ?? 0) * 3)));
      done(await changePhoto(as(admin), id, added.id, { alt: `Wardrobe, view ${i + 1}` }));
      photos.push(added);
    }
    done(await updateProject(as(admin), id, { status: "published" }));
    return { id, photos };
  }

  it("makes slugs from titles: unique, never a filter's segment, a number on a clash", async () => {
    expect((await draft("Teak Wardrobe, HSR!")).slug).toBe("teak-wardrobe-hsr");
    expect((await draft("Teak wardrobe HSR")).slug).toBe("teak-wardrobe-hsr-2");
    expect((await draft("Service")).slug).toBe("service-2");
    expect((await draft("Área")).slug).toBe("area-2");
    expect((await draft("!!!")).slug).toBe("project");
    // A draft never published follows its title; a published one keeps its address.
    const { id } = await draft("Old name");
    const renamed = done(await updateProject(as(staff), id, { title: "New name" }));
    expect(renamed.slug).toBe("new-name");
  });

  it("refuses services the site does not offer and a month ahead", async () => {
    const base = { title: "Kitchen", description: "", area: null, month: "2026-09" };
    expect(await createProject(as(staff), { ...base, services: ["roofing"] })).toEqual({
      kind: "invalid",
      errors: { services: "Choose services this site offers." },
    });
    expect(await createProject(as(staff), { ...base, services: [], month: "2026-12" })).toMatchObject({
      kind: "invalid",
      errors: { month: "The month cannot be in the future." },
    });
  });

  it("lets staff add and edit drafts, but only an admin publishes, unpublishes, deletes or edits a published one", async () => {
    const { id } = await draft();
    const added = done(await addPhoto(as(staff), id, await photo(1)));
    done(await changePhoto(as(staff), id, added.id, { alt: "A teak wardrobe" }));
    expect(await updateProject(as(staff), id, { status: "published" })).toEqual({
      kind: "forbidden",
      error: "Only an admin publishes or unpublishes a project.",
    });
    expect(await deleteProject(as(staff), id)).toMatchObject({ kind: "forbidden" });
    done(await updateProject(as(admin), id, { status: "published" }));
    const refused = { kind: "forbidden", error: "This project is published: only an admin changes it." };
    expect(await updateProject(as(staff), id, { title: "Changed" })).toEqual(refused);
    expect(await changePhoto(as(staff), id, added.id, { alt: "Changed" })).toEqual(refused);
    expect(await removePhoto(as(staff), id, added.id)).toEqual(refused);
    expect(await addPhoto(as(staff), id, await photo(2))).toEqual(refused);
    expect(await updateProject(as(staff), id, { status: "draft" })).toMatchObject({ kind: "forbidden" });
    expect((await getProject(handle.db, id))?.title).toBe("Teak wardrobe in HSR Layout");
    expect(await updateProject(as(admin), "no-such-project", { title: "x" })).toEqual({ kind: "not-found" });
  });

  it("publishes only with a title, a description and photos that are all described", async () => {
    const { id } = await createProject(as(staff), {
      title: "Kitchen",
      description: "",
      services: [],
      area: null,
      month: "2026-08",
    }).then(done);
    expect(await updateProject(as(admin), id, { status: "published" })).toEqual({
      kind: "invalid",
      errors: { description: "Add a description.", photos: "Add at least one photo." },
    });
    const first = done(await addPhoto(as(admin), id, await photo(3)));
    done(await addPhoto(as(admin), id, await photo(4)));
    done(await changePhoto(as(admin), id, first.id, { alt: "The kitchen" }));
    await updateProject(as(admin), id, { description: "An L-shaped kitchen." });
    expect(await publishProblems(handle.db, id)).toEqual({
      photos: "Describe every photo (1 without a description).",
    });
    expect(await updateProject(as(admin), id, { status: "published" })).toMatchObject({ kind: "invalid" });
    expect((await getProject(handle.db, id))?.status).toBe("draft");
    expect(await showcaseRevision(handle.db)).toBe(0);
  });

  it("pairs before with after, and clearing either ends the pair on both", async () => {
    const { id } = await draft();
    const [a, b, c] = [
      done(await addPhoto(as(staff), id, await photo(5))),
      done(await addPhoto(as(staff), id, await photo(6))),
      done(await addPhoto(as(staff), id, await photo(7))),
    ];
    const pairs = async () =>
      (await getProject(handle.db, id))!.photos.map((p) => [p.pair, p.pairWith === null ? null : p.pairWith]);
    done(await changePhoto(as(staff), id, a.id, { pair: "before", pairWith: b.id }));
    expect(await pairs()).toEqual([
      ["before", b.id],
      ["after", null],
      [null, null],
    ]);
    // Naming the "after" side pairs the other way round, ending a's pair with b.
    done(await changePhoto(as(staff), id, c.id, { pair: "after", pairWith: b.id }));
    expect(await pairs()).toEqual([
      [null, null],
      ["before", c.id],
      ["after", null],
    ]);
    done(await changePhoto(as(staff), id, c.id, { pair: null }));
    expect(await pairs()).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(await changePhoto(as(staff), id, a.id, { pair: "before", pairWith: a.id })).toMatchObject({
      kind: "invalid",
      errors: { pairWith: "A photo cannot pair with itself." },
    });
  });

  it("reorders by explicit position, and a removed cover falls back to the first photo", async () => {
    const { id } = await draft();
    const ids: string[] = [];
    for (const red of [20, 21, 22]) ids.push(done(await addPhoto(as(staff), id, await photo(red))).id);
    const order = async () => (await getProject(handle.db, id))!.photos.map((p) => ids.indexOf(p.id));
    done(await changePhoto(as(staff), id, ids[2]!, { position: 0 }));
    expect(await order()).toEqual([2, 0, 1]);
    done(await changePhoto(as(staff), id, ids[2]!, { position: 1 }));
    expect(await order()).toEqual([0, 2, 1]);
    expect(await changePhoto(as(staff), id, ids[0]!, { position: 3 })).toMatchObject({ kind: "invalid" });
    done(await changePhoto(as(staff), id, ids[1]!, { cover: true }));
    expect((await getProject(handle.db, id))?.coverPhotoId).toBe(ids[1]);
    done(await removePhoto(as(staff), id, ids[1]!));
    const after = (await getProject(handle.db, id))!;
    expect(after.coverPhotoId).toBe(ids[0]);
    expect(after.photos.map((p) => p.position)).toEqual([0, 1]);
    const files = await handle.db
      .selectFrom("photo_files")
      .select("photo_id")
      .where("photo_id", "=", ids[1]!)
      .execute();
    expect(files).toEqual([]);
    expect((await listProjects(handle.db))[0]).toMatchObject({
      photoCount: 2,
      cover: { hash: after.photos[0]!.hash },
    });
  });

  it("notes a showcase change only when what the public pages show changes", async () => {
    const { id: draftId } = await draft("Still a draft");
    const drafted = done(await addPhoto(as(admin), draftId, await photo(30)));
    done(await changePhoto(as(admin), draftId, drafted.id, { alt: "Draft photo" }));
    expect(await showcaseRevision(handle.db)).toBe(0);

    const { id, photos } = await published(2, "Live one");
    expect(await showcaseRevision(handle.db)).toBe(1);
    expect((await loadShowcase(handle.db)).map((p) => p.title)).toEqual(["Live one"]);
    done(await updateProject(as(admin), id, { description: "Changed words." }));
    done(await changePhoto(as(admin), id, photos[1]!.id, { cover: true }));
    expect(await showcaseRevision(handle.db)).toBe(3);
    // A change refused changes nothing, and notes nothing.
    expect(await changePhoto(as(admin), id, photos[0]!.id, { alt: "" })).toMatchObject({ kind: "invalid" });
    expect(await updateProject(as(admin), id, { description: "" })).toMatchObject({ kind: "invalid" });
    expect(await showcaseRevision(handle.db)).toBe(3);
    // A photo added to it shows once described.
    const extra = done(await addPhoto(as(admin), id, await photo(31)));
    expect((await loadShowcase(handle.db))[0]?.photos).toHaveLength(2);
    done(await changePhoto(as(admin), id, extra.id, { alt: "The third view" }));
    expect((await loadShowcase(handle.db))[0]?.photos).toHaveLength(3);
    expect(await showcaseRevision(handle.db)).toBe(5);
    done(await updateProject(as(admin), id, { status: "draft" }));
    expect(await loadShowcase(handle.db)).toEqual([]);
    expect(await showcaseRevision(handle.db)).toBe(6);
    // Deleting a draft notes nothing; deleting a published one does.
    done(await deleteProject(as(admin), draftId));
    expect(await showcaseRevision(handle.db)).toBe(6);
    done(await updateProject(as(admin), id, { status: "published" }));
    done(await deleteProject(as(admin), id));
    expect(await showcaseRevision(handle.db)).toBe(8);
    expect(await handle.db.selectFrom("photo_files").select("key").execute()).toEqual([]);
  });

  it("keeps a published project showable: its last photo stays until it is unpublished", async () => {
    const { id, photos } = await published(1, "Single");
    expect(await removePhoto(as(admin), id, photos[0]!.id)).toEqual({
      kind: "invalid",
      errors: { photo: "A published project keeps at least one photo. Unpublish it first." },
    });
  });

  it("uploads each file on its own: a refused one says why, the others are added (the same photo twice is two)", async () => {
    const { id } = await draft();
    const file = (name: string, bytes: Buffer, type = "image/jpeg") =>
      new File([new Uint8Array(bytes)], name, { type });
    const outcome = await uploadPhotos(as(staff), id, [
      file("one.jpg", await jpeg(40)),
      file("notes.jpg", Buffer.from("not a photo at all")),
      file("two.jpg", await jpeg(41)),
      file("one-again.jpg", await jpeg(40)),
    ]);
    expect(outcome.kind).toBe("done");
    if (outcome.kind !== "done") return;
    expect(outcome.added).toHaveLength(3);
    expect(outcome.refused.map(({ name, status }) => [name, status])).toEqual([["notes.jpg", 415]]);
    expect((await getProject(handle.db, id))?.photos.map((p) => p.position)).toEqual([0, 1, 2]);
  });
});
