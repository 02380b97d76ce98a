import { excerptChange } from "@/lib/rubrics/excerpt-change";

const shown = (t: string) => t.trim() || "(empty)";

type TChange = { type: string; beforeText: string; afterText: string };

/** The change's lines: a long one as an excerpt around where it differs, the whole on request. */
export function ChangeText({
  region: r,
  labelled = false,
}: {
  region: TChange;
  /** Say "Before:" and "After:" instead of − and +. */
  labelled?: boolean;
}) {
  const [minus, plus] = labelled ? ["Before: ", "After: "] : ["− ", "+ "];
  const excerpt = excerptChange({ before: r.beforeText, after: r.afterText });
  const sides = (before: string, after: string) => (
    <>
      {r.type !== "addition" && (
        <div className="mono subtle" style={{ whiteSpace: "pre-wrap" }}>
          {minus}
          {shown(before)}
        </div>
      )}
      {r.type !== "deletion" && (
        <div className="mono" style={{ whiteSpace: "pre-wrap" }}>
          {plus}
          {shown(after)}
        </div>
      )}
    </>
  );
  if (!excerpt.clipped) return sides(r.beforeText, r.afterText);
  return (
    <>
      {sides(excerpt.before, excerpt.after)}
      <details>
        <summary className="subtle">Show the whole change</summary>
        {sides(r.beforeText, r.afterText)}
      </details>
    </>
  );
}
