"use client";

import type { TBenchmarkPreviewResponse } from "@/lib/benchmark/benchmark-api.types";
import type { TBenchmarkOptions } from "@/lib/benchmark/schemas";

/** A new seed for "Reroll": a random integer below 2^31 (the draw's seed range). */
export const rerollSeed = () => Math.floor(Math.random() * 2_147_483_647);

/**
 * "Build from agent samples" (paper 001 §4.1): k and seed (with Reroll), optional tool and model
 * filters; the draw's table per bug type is `BenchmarkTable`, under the form's columns.
 */
export function BenchmarkFields(props: {
  value: TBenchmarkOptions;
  onChange: (next: TBenchmarkOptions) => void;
  preview: TBenchmarkPreviewResponse | undefined;
  loading: boolean;
  error: string | null;
}) {
  const { value: v, onChange, preview, loading, error } = props;
  const set = (patch: Partial<TBenchmarkOptions>) => onChange({ ...v, ...patch });
  const flip = (list: string[], x: string) =>
    list.includes(x) ? list.filter((y) => y !== x) : [...list, x];
  const filter = (legend: string, names: string[], field: "tools" | "models") =>
    names.length > 1 && (
      <fieldset className="field">
        <legend>{legend} (none ticked: all)</legend>
        {names.map((n) => (
          <label key={n} style={{ display: "inline-block", marginRight: 12 }}>
            <input
              type="checkbox"
              checked={v[field].includes(n)}
              onChange={() => set({ [field]: flip(v[field], n) })}
            />{" "}
            {n}
          </label>
        ))}
      </fieldset>
    );
  return (
    <div style={{ marginTop: 8 }}>
      <div className="subtle">
        Per bug, at most k unique patches (by content hash) whose reproduction test passed, drawn at
        random with the seed. The same seed draws the same patches.
      </div>
      <div className="toolbar" style={{ marginTop: 6 }}>
        <label className="field">
          Patches per bug (k)
          <input
            type="number"
            min={1}
            max={100}
            value={v.k}
            onChange={(e) => set({ k: Number(e.target.value) })}
            style={{ width: 80 }}
          />
        </label>
        <label className="field">
          Seed
          <input
            type="number"
            min={0}
            value={v.seed}
            onChange={(e) => set({ seed: Number(e.target.value) })}
            style={{ width: 130 }}
          />
        </label>
        <button type="button" onClick={() => set({ seed: rerollSeed() })}>
          Reroll
        </button>
      </div>
      {preview && filter("Tools", preview.tools, "tools")}
      {preview && filter("Models", preview.models, "models")}
      {error && (
        <div className="alert error" role="alert">
          {error}
        </div>
      )}
      {!preview && loading && <div className="subtle">Drawing…</div>}
    </div>
  );
}
