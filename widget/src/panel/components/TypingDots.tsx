/** Three pulsing dots while an answer or the next greeting message is on its way. */
export function TypingDots({ label }: { label: string }) {
  return (
    <span class="typing" role="status" aria-label={label}>
      <i />
      <i />
      <i />
    </span>
  );
}
