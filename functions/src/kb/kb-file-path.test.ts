import { describe, expect, it } from 'vitest';
import { storedKbFilePath } from './kb-file-path';

describe('storedKbFilePath', () => {
  const url = 'https://app.example/api/eu/files/WS1/AG1/abc-report.pdf';
  it("reads the stored path of an upload of this workspace's agent", () => {
    expect(storedKbFilePath(url, 'eu', 'WS1', 'AG1')).toBe('files/WS1/AG1/abc-report.pdf');
    expect(storedKbFilePath('http://127.0.0.1:5150/api/eu/tmp/WS1/AG1/x.txt', 'eu', 'WS1', 'AG1')).toBe('tmp/WS1/AG1/x.txt');
  });

  it("refuses another agent's, another region's, or any other address", () => {
    expect(storedKbFilePath(url, 'eu', 'WS1', 'AG2')).toBeNull();
    expect(storedKbFilePath(url, 'eu', 'WS2', 'AG1')).toBeNull();
    expect(storedKbFilePath(url, 'na', 'WS1', 'AG1')).toBeNull();
    expect(storedKbFilePath('https://app.example/api/eu/files/WS1/AG1/../../x', 'eu', 'WS1', 'AG1')).toBeNull();
    expect(storedKbFilePath('https://app.example/api/eu/other/WS1/AG1/a.pdf', 'eu', 'WS1', 'AG1')).toBeNull();
    expect(storedKbFilePath('not a url', 'eu', 'WS1', 'AG1')).toBeNull();
  });
});
