"use client";

import { type Ref, useId } from "react";
import type { TRatingScale } from "@/lib/scales/schemas";
import type { TStoredRating } from "./rating-conflict";

/** How much of the other tab's justification the notice quotes. */
const QUOTE_LENGTH = 160;

const quote = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > QUOTE_LENGTH ? `${flat.slice(0, QUOTE_LENGTH - 1).trimEnd()}…` : flat;
};

/**
 * A save refused because the label was saved in another tab or window since the form's base:
 * what is stored now (label or grade, when, the justification's start) and the two ways on, which
 * never touch the rater's form until chosen. It takes focus when it appears (the panel moves it
 * here), so keyboard users land on it and Tab reaches its buttons.
 */
export function RatingConflictNotice(props: {
  stored: TStoredRating;
  scale: TRatingScale | null;
  onLoad: () => void;
  onKeep: () => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const { stored, scale } = props;
  const titleId = useId();
  const at = new Date(stored.updatedAt).toLocaleTimeString(undefined, {
    hour: "2-digit",
    minute: "2-digit",
  });
  const answer =
    stored.grade !== null && scale
      ? `${stored.grade} ${scale.grades[stored.grade - 1]?.label ?? ""} (${stored.label})`
      : stored.label;
  const tone = stored.label === "VALID" ? "ok" : stored.label === "INVALID" ? "bad" : "warn";
  return (
    <div
      ref={props.ref}
      className="alert warn"
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="rating-conflict"
    >
      <strong id={titleId}>
        Not saved: this label was saved in another tab or window since you opened it.
      </strong>
      <div style={{ marginTop: 6 }} data-testid="rating-conflict-stored">
        Saved there at {at}: <span className={`badge ${tone}`}>{answer}</span>{" "}
        {stored.justification ? (
          <q>{quote(stored.justification)}</q>
        ) : (
          <span className="subtle">no justification</span>
        )}
      </div>
      <div style={{ marginTop: 6 }}>
        Your label and justification below are unchanged. Load the saved label in their place, or
        keep yours and save it over the other.
      </div>
      <div className="toolbar" style={{ marginTop: 8, marginBottom: 0 }}>
        <button type="button" onClick={props.onLoad}>
          Load the saved label
        </button>
        <button type="button" className="primary" onClick={props.onKeep}>
          Keep mine
        </button>
      </div>
    </div>
  );
}
