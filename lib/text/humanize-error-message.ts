import { FIELD_LABELS } from "./field-labels";
import { labelFieldPath } from "./label-field-path";

/** A request field's path: a known field, or camelCase ("ratersPerPatch", "selection.runId"). */
const isFieldPath = (path: string) =>
  path in FIELD_LABELS || /^[a-z]+[A-Z][A-Za-z]*(\.([a-z][A-Za-z]*|\d+))*$/.test(path);

/**
 * An API error as a person reads it: each field error ("raterIds: is required") and a message
 * that starts with a field's path ("selection: no patch matches…") say the field's label
 * instead ("Raters: is required", "Patches: no patch matches…"). Other messages are unchanged.
 */
export function humanizeErrorMessage(options: {
  message: string;
  fields?: readonly { path: string; message: string }[];
}): string {
  const { message, fields = [] } = options;
  if (fields.length > 0)
    return fields.map((f) => `${labelFieldPath({ path: f.path })}: ${f.message}`).join("; ");
  const at = message.indexOf(": ");
  if (at <= 0) return message;
  const path = message.slice(0, at);
  if (!isFieldPath(path)) return message;
  return `${labelFieldPath({ path })}${message.slice(at)}`;
}
