// Full-page screenshots of the public pages at phone, tablet and desktop sizes, for looking at changes.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
/* global document */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { find } from "./system-tools/tools.mjs";

const [base = "http://127.0.0.1:3000", out = "screenshots", ...given] = process.argv.slice(2);
const paths = given.length ? given : ["/", "/services", "/about", "/contact", "/does-not-exist"];
// The tablet size is the widest that shows the phone contact bar (app/components/layout/contact-bar.tsx).
const sizes = {
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1366, height: 900 },
};

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: find("chromium") ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
for (const [name, viewport] of Object.entries(sizes)) {
  const page = await browser.newPage({ viewport, isMobile: name === "phone", deviceScaleFactor: 1 });
  for (const path of paths) {
    await page.goto(new URL(path, base).href, { waitUntil: "load" });
    const file = `${out}/${name}${path === "/" ? "-home" : path.replaceAll("/", "-")}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    if (process.env.TILES && name === "phone") {
      // Tall phone pages are unreadable when scaled down whole; also save them in screen-sized tiles.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 0; y < height; y += 1400, i++) {
        const tile = file.replace(/\.png$/, `-${i}.png`);
        await page.screenshot({
          path: tile,
          fullPage: true,
          clip: { x: 0, y, width: 390, height: Math.min(1400, height - y) },
        });
      }
    }
  }
  await page.close();
}
await browser.close();
