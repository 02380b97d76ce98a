"use client";

import { useQuery } from "@tanstack/react-query";
import type { TListUsersResponse } from "@/lib/users/users-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { adminKeys } from "./admin-keys";

export function useUsers() {
  return useQuery({
    queryKey: adminKeys.users(),
    queryFn: () => fetchJson<TListUsersResponse>("/api/admin/users").then((r) => r.users),
  });
}
