import { toPageError } from "./to-page-error";
import { getStudyAccess, type TStudyNeed } from "@/lib/studies/get-study-access";
import { requirePageUser } from "./require-page-access";

/** For server pages under a study: the user and their part in it, or /login, or the 403 or 404 page. */
export async function requireStudyPage(options: {
  slug: string;
  studyId: string;
  need: TStudyNeed;
}) {
  const user = await requirePageUser();
  try {
    return { user, access: await getStudyAccess({ user, ...options }) };
  } catch (err) {
    toPageError(err);
  }
}
