"use client";

import { DiffEditor, Editor } from "@monaco-editor/react";
import type { editor } from "monaco-editor";
import { useEffect, useLayoutEffect, useRef } from "react";
import "./monaco-setup";

type TProps = {
  /** Text when the editor mounts; later changes of this prop replace the text (reload/merge). */
  value: string;
  /** Bumped to push `value` into the editor (e.g. after loading the other version). */
  revision: number;
  draft: string;
  showDiff: boolean;
  onChange: (text: string) => void;
};

/**
 * Monaco markdown editor, uncontrolled (controlled Monaco drops keystrokes under
 * fast typing); the diff mode shows draft vs current in Monaco's diff editor.
 */
export default function MarkdownEditor({ value, revision, draft, showDiff, onChange }: TProps) {
  const ref = useRef<editor.IStandaloneCodeEditor | null>(null);
  const latest = useRef(value);
  useEffect(() => {
    if (ref.current && ref.current.getValue() !== value) ref.current.setValue(value);
    latest.current = value;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- uncontrolled: take `value` only when a new revision is loaded, never while typing
  }, [revision]);
  const options = {
    wordWrap: "on" as const,
    minimap: { enabled: false },
    fontSize: 13,
    scrollBeyondLastLine: false,
    automaticLayout: true,
  };
  if (showDiff) return <DraftDiff draft={draft} text={latest.current} options={options} />;
  return (
    <div data-testid="rubric-editor">
      <Editor
        height="560px"
        language="markdown"
        defaultValue={latest.current}
        options={options}
        onMount={(ed) => {
          ref.current = ed;
        }}
        onChange={(text) => {
          latest.current = text ?? "";
          onChange(latest.current);
        }}
      />
    </div>
  );
}

/**
 * Draft vs current in Monaco's diff editor. @monaco-editor/react disposes the text models before
 * the diff editor, which makes Monaco throw "TextModel got disposed before DiffEditorWidget model
 * got reset" on every switch back to editing; so when this unmounts it first detaches the models
 * (a layout effect's cleanup runs before the library's) and disposes them itself.
 */
function DraftDiff({
  draft,
  text,
  options,
}: {
  draft: string;
  text: string;
  options: editor.IDiffEditorConstructionOptions;
}) {
  const ref = useRef<editor.IStandaloneDiffEditor | null>(null);
  useLayoutEffect(
    () => () => {
      const diff = ref.current;
      ref.current = null;
      const models = diff?.getModel();
      diff?.setModel(null);
      models?.original.dispose();
      models?.modified.dispose();
    },
    [],
  );
  return (
    <div data-testid="rubric-diff">
      <DiffEditor
        height="560px"
        language="markdown"
        original={draft}
        modified={text}
        options={{ ...options, readOnly: true, renderSideBySide: true }}
        onMount={(diff) => {
          ref.current = diff;
        }}
      />
    </div>
  );
}
