import { Markdown } from './Markdown';

/**
 * The agent's `branding`: a 'powered by' line at the foot of the panel, e.g. "Powered by [Acme](https://acme.test)".
 * Safe markdown (links open in a new tab; no HTML).
 */
export function Branding({ text }: { text: string }) {
  return (
    <footer class="branding">
      <Markdown text={text} />
    </footer>
  );
}
