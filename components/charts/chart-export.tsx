"use client";

import { useState, type RefObject } from "react";
import { downloadBlob, serializeSvg, svgBlob, svgToPng, waitForChartSvg } from "./export-svg";

/**
 * "SVG" and "PNG" download buttons for the chart inside `targetRef`. The PNG is drawn at twice
 * the device pixel ratio (at least 2×) so it stays sharp in slides and papers.
 */
export function ChartExport({
  targetRef,
  fileName,
  title,
}: {
  targetRef: RefObject<HTMLElement | null>;
  fileName: string;
  title: string;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const serialize = async () => {
    const svg = targetRef.current && (await waitForChartSvg(targetRef.current));
    if (!svg) throw new Error("The chart is not drawn yet.");
    return serializeSvg(svg);
  };
  const run = async (format: "svg" | "png") => {
    setError(null);
    setBusy(true);
    try {
      const s = await serialize();
      const blob =
        format === "svg"
          ? svgBlob(s.text)
          : await svgToPng({ ...s, scale: Math.max(2, 2 * (window.devicePixelRatio || 1)) });
      downloadBlob(blob, `${fileName}.${format}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="export-links" role="group" aria-label={`Download “${title}”`}>
      <span className="subtle">Download</span>
      <button
        type="button"
        className="link-button"
        onClick={() => void run("svg")}
        disabled={busy}
        aria-label={`Download ${title} as SVG`}
      >
        SVG
      </button>
      <button
        type="button"
        className="link-button"
        onClick={() => void run("png")}
        disabled={busy}
        aria-label={`Download ${title} as PNG`}
      >
        PNG
      </button>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
