import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { parseMarkdown, type TBlock, type TInline } from '../markdown/parse-markdown';

function inline(nodes: TInline[]): ComponentChildren[] {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={i} />;
      case 'code':
        return <code key={i}>{node.text}</code>;
      case 'strong':
        return <strong key={i}>{inline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{inline(node.children)}</em>;
      case 'link':
        return (
          <a key={i} href={node.href} target="_blank" rel="noopener noreferrer">
            {inline(node.children)}
          </a>
        );
    }
  });
}

function block(node: TBlock, i: number): ComponentChildren {
  switch (node.kind) {
    case 'paragraph':
      return <p key={i}>{inline(node.children)}</p>;
    case 'heading': {
      // Answers sit under the panel's own heading: # becomes h3, and so on down to h6.
      const Tag = (['h3', 'h4', 'h5', 'h6', 'h6', 'h6'] as const)[node.level - 1]!;
      return <Tag key={i}>{inline(node.children)}</Tag>;
    }
    case 'code':
      return (
        <pre key={i}>
          <code data-lang={node.lang || undefined}>{node.text}</code>
        </pre>
      );
    case 'list': {
      const items = node.items.map((item, j) => <li key={j}>{inline(item)}</li>);
      return node.ordered ? (
        <ol key={i} start={node.start === 1 ? undefined : node.start}>
          {items}
        </ol>
      ) : (
        <ul key={i}>{items}</ul>
      );
    }
    case 'quote':
      return <blockquote key={i}>{inline(node.children)}</blockquote>;
    case 'rule':
      return <hr key={i} />;
  }
}

/**
 * An answer's markdown as elements. Every piece of text is a text node and every attribute is one
 * we set (a checked href, target, rel): no visitor or model text is ever parsed as HTML.
 */
export function Markdown({ text }: { text: string }) {
  // Parsed again only when this message's text changed (not for every streamed piece of another one).
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return <div class="md">{blocks.map(block)}</div>;
}
