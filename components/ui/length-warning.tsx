import { countNoun } from "@/lib/text/count-noun";
import { charactersOver } from "./characters-over";

/**
 * "12 characters over the limit of 500", live beside a field whose text is longer than the
 * server accepts; nothing while it fits. The field keeps everything typed or pasted (no
 * `maxLength` cutting it short): the person shortens it, and the form's save waits until then.
 */
export function LengthWarning(props: { value: string; max: number; trim?: boolean }) {
  const over = charactersOver(props.value, props.max, { trim: props.trim });
  if (over === 0) return null;
  return (
    <span className="field-error" role="status" data-testid="length-warning">
      {countNoun({ count: over, one: "character" })} over the limit of {props.max}
    </span>
  );
}
