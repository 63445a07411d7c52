/**
 * What an outbox row is about, in the staff's words (client-safe): the stored topic
 * (`order:S-261121-7KQ4M2:stage-delivered`) read as "Service order S-261121-7KQ4M2 · Stage mail: Delivered".
 */
export function outboxTopicLabel(topic: string, t: (key: string, vars?: Record<string, string>) => string): string {
  const [kind = "", ref = "", part = ""] = topic.split(":");
  const what =
    kind === "consultation" || kind === "order"
      ? `${t(`admin.leads.type.${kind}`)} ${ref}`
      : kind === "reminders"
        ? t("admin.outbox.topic.reminders")
        : kind;
  const known = ["student", "office", "reply", "link", "proof-rejected", "office-proof", "office-revision", "confirm"];
  const about = part.startsWith("stage-")
    ? t("admin.outbox.topic.stage", { stage: t(`admin.tracking.stage.${part.slice(6)}`) })
    : known.includes(part)
      ? t(`admin.outbox.topic.${part}`)
      : kind === "reminders"
        ? t("admin.outbox.topic.reminder")
        : part;
  return [what, about].filter(Boolean).join(" · ");
}
