import { describe, expect, it } from "vitest";
import { bodyRefusal, limitFor, maxBodyBytes, maxPhotoUploadBytes } from "./body-limits";

describe("body limits", () => {
  it("lets the site API take a whole profile, up to 2 MiB, and every other path a small form", () => {
    const declaring = (bytes: number) => ({ "content-length": String(bytes) });
    expect(bodyRefusal("PUT", declaring(1.5 * 1024 * 1024), limitFor("/api/site"))).toBeUndefined();
    expect(bodyRefusal("PUT", declaring(2 * 1024 * 1024 + 1), limitFor("/api/site"))).toEqual({
      status: 413,
      error: "The request is too large.",
    });
    expect(bodyRefusal("POST", declaring(maxBodyBytes + 1), limitFor("/admin/site"))?.status).toBe(413);
  });

  it("lets photos reach the projects' upload and a project's desk page, ten at their largest, and nowhere else", () => {
    const declaring = (bytes: number) => ({ "content-length": String(bytes) });
    for (const path of ["/api/projects/abc/photos", "/admin/projects/abc"]) {
      expect(bodyRefusal("POST", declaring(maxPhotoUploadBytes), limitFor(path)), path).toBeUndefined();
      expect(bodyRefusal("POST", declaring(maxPhotoUploadBytes + 1), limitFor(path))?.status, path).toBe(413);
    }
    for (const path of [
      "/admin/projects/new",
      "/api/projects",
      "/api/projects/abc",
      "/admin/projects/abc/x",
    ]) {
      expect(limitFor(path), path).toBe(maxBodyBytes);
    }
  });
});
