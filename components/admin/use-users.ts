"use client";

import { useQuery } from "@tanstack/react-query";
import type { TUserRow } from "@/lib/users/list-users";
import { fetchJson } from "@/components/query/fetch-json";
import { adminKeys } from "./admin-keys";

export function useUsers() {
  return useQuery({
    queryKey: adminKeys.users(),
    queryFn: () => fetchJson<{ users: TUserRow[] }>("/api/admin/users").then((r) => r.users),
  });
}
