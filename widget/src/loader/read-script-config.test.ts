// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readScriptConfig } from './read-script-config';

function addScript(attrs: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  // Not executed: type makes happy-dom and browsers leave it alone.
  script.type = 'text/plain';
  for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, value);
  document.body.append(script);
  return script;
}

describe('readScriptConfig', () => {
  afterEach(() => document.body.replaceChildren());

  it('finds its tag and derives the regional API base from the script origin', () => {
    addScript({ src: 'https://cdn.other.test/jquery.js' });
    addScript({ src: 'https://app.parley.test/widget.js', 'data-agent-id': 'abc123', 'data-region': 'na' });
    expect(readScriptConfig(document)).toEqual({
      agentId: 'abc123',
      region: 'na',
      origin: 'https://app.parley.test',
      api: 'https://app.parley.test/api/na',
      apiOverridden: false,
    });
  });

  it('defaults to eu and takes a data-api override', () => {
    addScript({
      src: 'https://app.parley.test/widget.js?v=2',
      'data-agent-id': 'abc',
      'data-api': 'https://api.parley.test/api/eu/',
    });
    expect(readScriptConfig(document)).toMatchObject({
      region: 'eu',
      api: 'https://api.parley.test/api/eu',
      apiOverridden: true,
    });
  });

  it('explains what is wrong instead of guessing', () => {
    expect(readScriptConfig(document)).toMatch(/no <script/);
    addScript({ src: 'https://app.parley.test/widget.js', 'data-agent-id': 'a', 'data-region': 'us' });
    expect(readScriptConfig(document)).toMatch(/data-region must be eu or na/);
  });
});
