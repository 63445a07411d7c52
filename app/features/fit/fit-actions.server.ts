import { data, redirect } from "react-router";
import { clearFitProfile, type FitFormErrors, parseFitForm, serializeFitProfile } from "./profile";

export type FitActionData = { fit: { errors: FitFormErrors; values: Record<string, string> } };

/**
 * The shortlist page's fit intents: `fit` stores the profile in its cookie (nothing on the
 * server), `fit-clear` deletes it. Both redirect back (post/redirect/get); a bad field returns 400.
 */
export function fitIntent(intent: "fit" | "fit-clear", form: FormData, secure: boolean, back: string) {
  if (intent === "fit-clear") return redirect(`${back}#fit`, { headers: { "Set-Cookie": clearFitProfile(secure) } });
  const parsed = parseFitForm(form);
  if (!parsed.ok) {
    return data({ fit: { errors: parsed.errors, values: parsed.values } } satisfies FitActionData, { status: 400 });
  }
  return redirect(`${back}#fit`, { headers: { "Set-Cookie": serializeFitProfile(parsed.profile, secure) } });
}
