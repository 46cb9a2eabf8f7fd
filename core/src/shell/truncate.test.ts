import { describe, expect, it } from 'vitest';
import { truncateText, WORKSPACE_NAME_BUTTON_MAX, WORKSPACE_NAME_LIST_MAX } from './truncate';

describe('truncateText', () => {
  it('keeps names up to the limit whole', () => {
    expect(truncateText('Acme', WORKSPACE_NAME_BUTTON_MAX)).toBe('Acme');
    expect(truncateText('x'.repeat(20), WORKSPACE_NAME_BUTTON_MAX)).toBe('x'.repeat(20));
  });

  it('cuts longer names to 20 in the button and 25 in the list, with an ellipsis', () => {
    const name = 'Northwind Traders International';
    expect(truncateText(name, WORKSPACE_NAME_BUTTON_MAX)).toBe('Northwind Traders In…');
    expect(truncateText(name, WORKSPACE_NAME_LIST_MAX)).toBe('Northwind Traders Interna…');
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncateText('Personal workspace of Ada', WORKSPACE_NAME_BUTTON_MAX)).toBe('Personal workspace o…');
    expect(truncateText('Sales and support team', 10)).toBe('Sales and…');
  });

  it('trims surrounding spaces before counting', () => {
    expect(truncateText('   Acme   ', 4)).toBe('Acme');
  });

  it('counts an emoji as one character and never splits it', () => {
    expect(truncateText('🚀'.repeat(30), WORKSPACE_NAME_LIST_MAX)).toBe(`${'🚀'.repeat(25)}…`);
  });
});
