import type { TAgreementDashboard, TPassAtKCurve } from "./dashboard-types";

export type TChartFile = { name: string; text: string };

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const fmt = (x: number | null) => (x === null ? "n/a" : x.toFixed(2));
const svg = (width: number, height: number, title: string, body: string[]) =>
  [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11">`,
    `<title>${esc(title)}</title>`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`,
    ...body,
    `</svg>`,
    "",
  ].join("\n");

/** κ's diverging colour, as the page's heatmap (components/agreement/kappa-scale.ts). */
function kappaColor(kappa: number): string {
  const k = Math.max(-1, Math.min(1, kappa));
  const end = k < 0 ? [201, 42, 42] : [59, 91, 219];
  const t = Math.abs(k);
  const rgb = [248, 249, 250].map((m, i) => Math.round(m + (end[i]! - m) * t));
  return `rgb(${rgb.join(", ")})`;
}

/**
 * The dashboard's charts as standalone SVG documents, for `rubricate dashboard --all` and the
 * page's "Export all" zip: the pairwise κ heatmap (one per disjoint rater group, as the page
 * draws them) and each judge run's pass@k curve. Pure: text from the dashboard's figures.
 */
export function renderAgreementCharts(options: { dashboard: TAgreementDashboard }): TChartFile[] {
  const { dashboard } = options;
  const files: TChartFile[] = [];
  const human = dashboard.human;
  if (human && human.raterRows.length + human.pairwise.length > 0) {
    const raters = new Map(human.raterRows.map((r) => [r.key, r.name]));
    for (const p of human.pairwise) {
      if (!raters.has(p.a)) raters.set(p.a, p.aName);
      if (!raters.has(p.b)) raters.set(p.b, p.bName);
    }
    const groups =
      human.groups.length < 2
        ? [{ name: "", keys: [...raters.keys()] }]
        : human.groups.map((g) => ({
            name: `-${g.group.toLowerCase()}`,
            keys: [...raters.keys()].filter((k) => g.raterKeys.includes(k)),
          }));
    const kappa = new Map<string, number | null>();
    for (const p of human.pairwise)
      kappa.set(`${p.a}\u0000${p.b}`, p.kappa).set(`${p.b}\u0000${p.a}`, p.kappa);
    for (const group of groups) {
      if (group.keys.length < 2) continue;
      files.push({
        name: `pairwise-kappa${group.name}.svg`,
        text: heatmap({ keys: group.keys, names: raters, kappa }),
      });
    }
  }
  dashboard.passAtK.forEach((curve, n) => {
    const run = dashboard.runs.find((r) => r.id === curve.runId);
    files.push({
      name: `pass-at-k-run${n + 1}.svg`,
      text: passAtK({ curve, label: run?.label ?? curve.runId }),
    });
  });
  return files;
}

function heatmap(options: {
  keys: string[];
  names: Map<string, string>;
  kappa: Map<string, number | null>;
}): string {
  const { keys, names, kappa } = options;
  const n = keys.length;
  const cell = Math.max(10, Math.min(44, Math.floor(640 / n)));
  const label = 130;
  const size = label + n * cell + 12;
  const body: string[] = [];
  keys.forEach((key, i) => {
    const name = esc((names.get(key) ?? key).slice(0, 18));
    const at = label + i * cell + cell / 2;
    body.push(`<text x="${label - 4}" y="${at + 4}" text-anchor="end">${name}</text>`);
    body.push(
      `<text transform="translate(${at + 4} ${label - 4}) rotate(-60)" text-anchor="start">${name}</text>`,
    );
    keys.forEach((other, j) => {
      const k = i === j ? null : (kappa.get(`${key}\u0000${other}`) ?? null);
      const fill = i === j ? "#f1f3f5" : k === null ? "#dee2e6" : kappaColor(k);
      const x = label + j * cell;
      const y = label + i * cell;
      body.push(
        `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${fill}" stroke="#ffffff"><title>${esc(names.get(key) ?? key)} × ${esc(names.get(other) ?? other)}: κ ${fmt(k)}</title></rect>`,
      );
      if (cell >= 30 && i !== j && k !== null)
        body.push(
          `<text x="${x + cell / 2}" y="${y + cell / 2 + 4}" text-anchor="middle" fill="${Math.abs(k) > 0.55 ? "#ffffff" : "#1b1f24"}">${fmt(k)}</text>`,
        );
    });
  });
  return svg(size, size, "Pairwise Cohen's kappa", body);
}

function passAtK(options: { curve: TPassAtKCurve; label: string }): string {
  const { curve, label } = options;
  const [width, height, left, top, right, bottom] = [640, 320, 48, 36, 24, 40];
  const maxK = Math.max(1, ...curve.points.map((p) => p.k));
  const x = (k: number) =>
    left + (maxK === 1 ? 0 : ((k - 1) / (maxK - 1)) * (width - left - right));
  const y = (v: number) => top + (1 - v) * (height - top - bottom);
  const line = (key: "pass" | "passValid") =>
    curve.points.map((p) => `${x(p.k).toFixed(1)},${y(p[key]).toFixed(1)}`).join(" ");
  const body = [
    `<text x="${left}" y="16" font-size="12">${esc(`pass@k and (pass & judge-valid)@k: ${label}`)}</text>`,
    ...[0, 0.25, 0.5, 0.75, 1].map(
      (v) =>
        `<line x1="${left}" x2="${width - right}" y1="${y(v)}" y2="${y(v)}" stroke="#e3e6eb"/><text x="${left - 6}" y="${y(v) + 4}" text-anchor="end">${Math.round(v * 100)}%</text>`,
    ),
    ...curve.points.map(
      (p) => `<text x="${x(p.k)}" y="${height - bottom + 16}" text-anchor="middle">${p.k}</text>`,
    ),
    `<text x="${(left + width - right) / 2}" y="${height - 6}" text-anchor="middle">k (samples per bug)</text>`,
    `<polyline points="${line("pass")}" fill="none" stroke="#3b5bdb" stroke-width="2"/>`,
    `<polyline points="${line("passValid")}" fill="none" stroke="#2b8a3e" stroke-width="2" stroke-dasharray="6 3"/>`,
    `<text x="${width - right}" y="16" text-anchor="end"><tspan fill="#3b5bdb">— pass@k</tspan> <tspan fill="#2b8a3e">- - (pass &amp; judge-valid)@k</tspan></text>`,
  ];
  return svg(width, height, `pass@k: ${label}`, body);
}
