"use client";

import { useEffect } from "react";
import { useBrowserDraft } from "@/components/query/use-browser-draft";
import {
  startStudyRubric,
  studyRubricDraftCheck,
  studyRubricDraftKey,
  type TStudyRubricDraft,
} from "./study-rubric-draft";
import { useSaveStudyRubric } from "./use-save-study-rubric";

const LEAVE_MESSAGE =
  "Your rubric has unsaved text. Leave anyway? It stays in this browser, but the study has it only once you save it.";

/**
 * One bug's rubric text box with Save draft and Submit. Unsaved text is kept per bug in the
 * browser (localStorage): switching to another bug and back, or reloading, brings it back, and
 * leaving the page with it asks first. A save never replaces text typed while it ran.
 */
export function StudyRubricBox(props: {
  slug: string;
  studyId: string;
  bugId: string;
  /** The signed-in rater's id: another account on this browser never reads the draft. */
  draftOwner: string;
  /** The copy the server holds ("" for none yet). */
  saved: string;
  submitted: boolean;
  open: boolean;
  onSaved: () => void;
  onUnsaved: (unsaved: boolean) => void;
}) {
  const { slug, studyId, bugId, draftOwner, saved, submitted, open, onSaved, onUnsaved } = props;
  const locked = submitted || !open;
  const kept = useBrowserDraft<TStudyRubricDraft>({
    key: studyRubricDraftKey({ owner: draftOwner, studyId, bugId }),
    schema: studyRubricDraftCheck,
    // A locked box holds no input: a submitted rubric's draft is dropped; a closed study keeps
    // any draft as it was (nothing can be saved, nothing is dropped).
    isEmpty: (d) => locked || d.text === saved,
    write: open || submitted,
    start: (stored) => startStudyRubric({ stored, saved, locked }),
    leaveMessage: LEAVE_MESSAGE,
  });
  const { text } = kept.value;
  const dirty = kept.unsaved;
  useEffect(() => onUnsaved(dirty), [dirty, onUnsaved]);
  const save = useSaveStudyRubric(slug, studyId);
  const send = (submit: boolean) =>
    save.mutate({ bugId, content: text, submit }, { onSuccess: () => onSaved() });

  return (
    <>
      {kept.restored && dirty && (
        <div className="subtle" role="status" data-testid="rubric-draft-restored">
          Your unsaved text of this rubric, restored from this browser.
        </div>
      )}
      <textarea
        aria-label="Your rubric"
        value={text}
        onChange={(e) => kept.setValue({ text: e.target.value })}
        rows={18}
        // While a submission runs the text is what becomes final: nothing typed is left behind.
        readOnly={locked || (save.isPending && save.variables?.submit === true)}
        style={{ width: "100%" }}
      />
      {submitted ? (
        <div className="badge ok" data-testid="rubric-submitted">
          Submitted: final
        </div>
      ) : (
        open && (
          <div className="toolbar">
            <button onClick={() => send(false)} disabled={save.isPending}>
              Save draft
            </button>
            <button
              className="primary"
              onClick={() => send(true)}
              disabled={save.isPending || !text.trim()}
            >
              Submit rubric
            </button>
            {dirty && <span className="badge warn">unsaved</span>}
          </div>
        )
      )}
      {save.data?.status === "draft" && !save.isPending && (
        <div className="subtle" role="status">
          Draft saved.
        </div>
      )}
      {save.isError && (
        <div className="alert error" role="alert">
          {save.error.message}
        </div>
      )}
    </>
  );
}
