import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useTranslator } from "~/lib/i18n";

const THROTTLE_MS = 200;

/** Navigation progress (spec § 9: 200 ms throttle, 5 s to fill). Hidden for fast navigations. */
export function LoadingBar() {
  const navigation = useNavigation();
  const { t } = useTranslator();
  const busy = navigation.state !== "idle";
  const [phase, setPhase] = useState<"idle" | "loading" | "done">("idle");

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase("loading"), THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setPhase((p) => (p === "loading" ? "done" : "idle"));
    const timer = setTimeout(() => setPhase("idle"), 300);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <div
      className={`loading-bar loading-bar-${phase}`}
      role="progressbar"
      aria-label={t("a11y.loading")}
      aria-hidden={phase === "idle"}
    />
  );
}
