import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './parse-markdown';

describe('parseMarkdown', () => {
  it('drops a heading’s closing #s but keeps a # that belongs to the text', () => {
    expect(parseMarkdown('## Opening hours ##')).toEqual([
      { kind: 'heading', level: 2, children: [{ kind: 'text', text: 'Opening hours' }] },
    ]);
    expect(parseMarkdown('# Issue #42')).toEqual([
      { kind: 'heading', level: 1, children: [{ kind: 'text', text: 'Issue #42' }] },
    ]);
    expect(parseMarkdown('### C#')).toEqual([{ kind: 'heading', level: 3, children: [{ kind: 'text', text: 'C#' }] }]);
  });

  it('knows a thematic break from a list', () => {
    expect(parseMarkdown('- - -')).toEqual([{ kind: 'rule' }]);
    expect(parseMarkdown('***')).toEqual([{ kind: 'rule' }]);
    expect(parseMarkdown('-- x')[0]!.kind).not.toBe('rule');
  });

  // Answers are untrusted: no input may make reading them slow (these took seconds to minutes before).
  it.each([
    ['a heading with thousands of spaces', '# a' + ' '.repeat(20_000) + 'x'],
    ['unmatched emphasis markers', '*a '.repeat(20_000)],
    ['unmatched strong markers', '**a '.repeat(15_000)],
    ['underscores', '_a _'.repeat(15_000)],
    ['a near-rule line', '- '.repeat(20_000) + 'x'],
  ])('reads %s in linear time', (_name, input) => {
    const started = performance.now();
    parseMarkdown(input);
    expect(performance.now() - started).toBeLessThan(300);
  });
});
