"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { makeQueryClient } from "./make-query-client";
import { setZodJitless } from "./set-zod-jitless";

// zod compiles object parsers with `new Function` when it may; the pages' Content-Security-Policy
// forbids that (no 'unsafe-eval'), and zod's probe for it would be reported as a violation.
// Set without importing zod, so that pages whose code parses nothing with zod load none of it.
setZodJitless();

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
