"use client";

import { loader } from "@monaco-editor/react";
import * as monaco from "monaco-editor";

// Monaco from our own bundle and our own worker file (public/monaco, copied at
// build time): @monaco-editor/react would otherwise load it from a CDN.
declare global {
  interface Window {
    MonacoEnvironment?: { getWorker: (id: string, label: string) => Worker };
  }
}
window.MonacoEnvironment = { getWorker: () => new Worker("/monaco/editor.worker.js") };
loader.config({ monaco });

export { monaco };
