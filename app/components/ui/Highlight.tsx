import { highlightParts } from "~/lib/highlight";

/** Text with the query's matches marked; or `parts` already split (plain, match, plain…) by the server. */
export function Highlight(props: { text: string; query: string } | { parts: string[] }) {
  const parts = "parts" in props ? props.parts : highlightParts(props.text, props.query);
  return (
    <>
      {parts.map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reorder
        index % 2 === 1 ? <mark key={index}>{part}</mark> : <span key={index}>{part}</span>,
      )}
    </>
  );
}
