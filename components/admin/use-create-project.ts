"use client";

import { useMutation } from "@tanstack/react-query";
import type { TCreateProjectResponse } from "@/lib/projects/projects-api.types";
import type { TCreateProject } from "@/lib/projects/schemas";
import { fetchJson } from "@/components/query/fetch-json";

export function useCreateProject() {
  return useMutation({
    mutationFn: (input: Partial<TCreateProject>) =>
      fetchJson<TCreateProjectResponse>("/api/projects", {
        method: "POST",
        body: JSON.stringify(input),
      }),
  });
}
