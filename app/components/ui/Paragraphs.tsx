/** Plain text with "\n" line breaks (and stray <br> markup) as paragraphs. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const parts = text
    .split(/\n+|<br\s*\/?>/i)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <>
      {parts.map((p) => (
        <p key={p} className={className}>
          {p}
        </p>
      ))}
    </>
  );
}
