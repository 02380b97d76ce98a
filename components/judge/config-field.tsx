import type { ReactNode } from "react";

/** One labelled field of the judge configuration form, with its hint and its error. */
export function ConfigField({
  label,
  error,
  children,
  hint,
}: {
  label: string;
  error: string | null;
  children: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <label className="field">
      {label}
      {children}
      {hint && <span className="subtle">{hint}</span>}
      {error && (
        <span className="field-error" role="alert">
          {label}: {error}
        </span>
      )}
    </label>
  );
}
