// The focus indicator check shared by the keyboard specs of the desk and of the public pages.

export type Focused = {
  label: string;
  isTarget: boolean;
  /** Why the focused element has no visible focus indicator, if it has none. */
  problem: string | null;
};

/**
 * What has focus now, and whether it shows a focus indicator a person can see: an outline at
 * least 2px wide, or a box-shadow ring at least 2px wide, whose colour has a contrast of at least
 * 3:1 with the background around the control (WCAG 1.4.11, 2.4.7); the control has a size and is
 * not hidden under other content such as the toast (WCAG 2.4.11).
 */
export function readFocus(target: Element | null): Focused {
  const element = document.activeElement;
  if (!element || element === document.body) return { label: "body", isTarget: false, problem: null };
  const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ");
  const label = `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${text.slice(0, 40)}"`;

  const cache = window as unknown as { __focusCanvas?: CanvasRenderingContext2D };
  if (!cache.__focusCanvas) {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    cache.__focusCanvas = canvas.getContext("2d", { willReadFrequently: true })!;
  }
  const context = cache.__focusCanvas;
  /** Any CSS colour as sRGB 0–255 and alpha 0–1. */
  const rgba = (color: string): [number, number, number, number] => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = "#000";
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
  const over = (top: [number, number, number, number], below: [number, number, number]) =>
    below.map((channel, i) => top[i]! * top[3] + channel * (1 - top[3])) as [number, number, number];
  const luminance = ([r, g, b]: [number, number, number]) => {
    const linear = (c: number) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const contrast = (a: [number, number, number], b: [number, number, number]) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };
  // The background the indicator is drawn on: the nearest ancestor's, over white.
  const layers: [number, number, number, number][] = [];
  for (let node = element.parentElement; node; node = node.parentElement) {
    const color = rgba(getComputedStyle(node).backgroundColor);
    if (color[3] > 0) layers.push(color);
    if (color[3] >= 1) break;
  }
  const background = layers.reduceRight<[number, number, number]>(
    (below, top) => over(top, below),
    [255, 255, 255],
  );

  const style = getComputedStyle(element);
  const found: string[] = [];
  let visible = false;
  const outlineWidth = parseFloat(style.outlineWidth);
  if (style.outlineStyle !== "none" && outlineWidth > 0) {
    const ratio = contrast(over(rgba(style.outlineColor), background), background);
    if (outlineWidth >= 2 && ratio >= 3) visible = true;
    else found.push(`outline ${outlineWidth}px at ${ratio.toFixed(2)}:1`);
  }
  if (style.boxShadow !== "none") {
    const shadows = style.boxShadow.split(/,(?![^(]*\))/);
    for (const shadow of shadows) {
      if (/\binset\b/.test(shadow)) continue;
      const color = shadow.match(/(?:rgba?|hsla?|oklab|oklch|lab|lch|color)\([^)]*\)|#[0-9a-f]{3,8}\b/i)?.[0];
      const lengths = shadow
        .replace(color ?? "", "")
        .trim()
        .split(/\s+/)
        .map((length) => parseFloat(length));
      const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
      if (!color || x !== 0 || y !== 0 || blur !== 0 || spread <= 0) continue;
      const ratio = contrast(over(rgba(color), background), background);
      if (spread >= 2 && ratio >= 3) visible = true;
      else found.push(`ring ${spread}px at ${ratio.toFixed(2)}:1`);
    }
  }
  let problem: string | null = null;
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) problem = "has no size";
  else if (!visible)
    problem = `no visible focus indicator (${found.join(", ") || "no outline or ring"} on ${background.map(Math.round).join(",")})`;
  else {
    const inset = (size: number) => Math.min(2, size / 2);
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset(box.width), box.top + inset(box.height)],
      [box.right - inset(box.width), box.top + inset(box.height)],
      [box.left + inset(box.width), box.bottom - inset(box.height)],
      [box.right - inset(box.width), box.bottom - inset(box.height)],
    ];
    const seen = points.some(([px, py]) => {
      const hit = document.elementFromPoint(px!, py!);
      return !!hit && (hit === element || element.contains(hit));
    });
    if (!seen) problem = "is hidden under other content";
  }
  return { label, isTarget: element === target, problem };
}
