const SVG_NS = "http://www.w3.org/2000/svg";
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";
const XLINK_NS = "http://www.w3.org/1999/xlink";

/** The largest <svg> inside an element: a recharts chart's surface rather than its legend icons. */
export function findChartSvg(root: Element): SVGSVGElement | null {
  let best: SVGSVGElement | null = null;
  let bestArea = -1;
  for (const svg of root.querySelectorAll("svg")) {
    const r = svg.getBoundingClientRect();
    if (r.width * r.height > bestArea) [best, bestArea] = [svg, r.width * r.height];
  }
  return best;
}

/**
 * The chart inside `root` once it is drawn (a chart below the fold loads when it comes into view,
 * and recharts draws after measuring its box); null after `timeoutMs` without one.
 */
export function waitForChartSvg(root: Element, timeoutMs = 10_000): Promise<SVGSVGElement | null> {
  const drawn = () => {
    const svg = findChartSvg(root);
    const r = svg?.getBoundingClientRect();
    return svg && r && r.width * r.height > 0 ? svg : null;
  };
  const now = drawn();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = (svg: SVGSVGElement | null) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(svg);
    };
    const observer = new MutationObserver(() => {
      const svg = drawn();
      if (svg) done(svg);
    });
    observer.observe(root, { childList: true, subtree: true, attributes: true });
    const timer = setTimeout(() => done(drawn()), timeoutMs);
  });
}

/**
 * A chart as a standalone SVG document: namespaces, explicit width, height and viewBox, a
 * background rectangle and the page's font inlined, so it renders the same outside the page.
 */
export function serializeSvg(
  svg: SVGSVGElement,
  options: { background?: string } = {},
): { text: string; width: number; height: number } {
  const rect = svg.getBoundingClientRect();
  const vb = svg.viewBox?.baseVal;
  const width = Math.ceil(rect.width || vb?.width || Number(svg.getAttribute("width")) || 640);
  const height = Math.ceil(rect.height || vb?.height || Number(svg.getAttribute("height")) || 360);
  const box = vb && vb.width > 0 && vb.height > 0 ? vb : { x: 0, y: 0, width, height };
  const font = getComputedStyle(svg).fontFamily || "sans-serif";

  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttributeNS(XMLNS_NS, "xmlns", SVG_NS);
  clone.setAttributeNS(XMLNS_NS, "xmlns:xlink", XLINK_NS);
  clone.removeAttribute("style");
  clone.removeAttribute("class");
  clone.setAttribute("width", String(width));
  clone.setAttribute("height", String(height));
  clone.setAttribute("viewBox", `${box.x} ${box.y} ${box.width} ${box.height}`);
  clone.setAttribute("font-family", font);
  clone.style.fontFamily = font;

  const bg = document.createElementNS(SVG_NS, "rect");
  for (const [k, v] of Object.entries({ x: box.x, y: box.y, width: box.width, height: box.height }))
    bg.setAttribute(k, String(v));
  bg.setAttribute("fill", options.background ?? "#ffffff");
  clone.insertBefore(bg, clone.firstChild);

  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}`;
  return { text, width, height };
}

/** Saves a blob under a file name through a temporary link. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const svgBlob = (text: string) => new Blob([text], { type: "image/svg+xml;charset=utf-8" });

/** Rasterizes a serialized SVG: drawn through an <img> onto a canvas `scale` times its size. */
export async function svgToPng(options: {
  text: string;
  width: number;
  height: number;
  scale: number;
}): Promise<Blob> {
  const { text, width, height, scale } = options;
  const url = URL.createObjectURL(svgBlob(text));
  try {
    const img = new Image();
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error("The chart could not be drawn as an image."));
      img.src = url;
    });
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("This browser cannot draw on a canvas.");
    ctx.scale(scale, scale);
    ctx.drawImage(img, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (b) => (b ? resolve(b) : reject(new Error("The PNG could not be encoded."))),
        "image/png",
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
