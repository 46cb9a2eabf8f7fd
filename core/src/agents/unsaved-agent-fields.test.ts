import { describe, expect, it } from 'vitest';
import { defaultAgentFields } from './agent-defaults';
import { unsavedAgentFields } from './unsaved-agent-fields';

const server = { ...defaultAgentFields(), title: 'Support', ID: 'a1', lastModified: 100 };

describe('unsavedAgentFields', () => {
  it('is empty when the draft equals the server copy, server-owned fields aside', () => {
    expect(unsavedAgentFields({ ...server, lastModified: 200, ID: 'x' }, server)).toEqual([]);
  });

  it('names changed fields in schema order, and the changed parts of ui', () => {
    const draft = {
      ...server,
      lang: 'de',
      title: 'Support Bot',
      chatForget: true,
      ui: { ...server.ui, widgetType: 'tabs', modalMode: true },
    };
    expect(unsavedAgentFields(draft, server)).toEqual(['title', 'ui.widgetType', 'ui.modalMode', 'chatForget', 'lang']);
  });
});
