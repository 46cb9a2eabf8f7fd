import { describe, expect, it } from 'vitest';
import { uploadMaxBytes } from '../uploads/upload-rules';
import { displayKbFileName, kbFileExtension, kbUploadError } from './kb-file-rules';
import { KB_REFRESH_RATE_MS } from './kb-limits';
import { ZOrgTagSettings } from '../orgs/org-tag-settings';
import { isKbRefreshDue, kbCharLimitError, kbNextRefreshAt, kbTagRulesOf, kbTagsError } from './kb-rules';
import { ZKbSourceInput } from './kb-sources';

describe('upload rules', () => {
  it('allows the listed extensions only, with the spec’s message', () => {
    expect(kbFileExtension('Report.PDF')).toBe('pdf');
    expect(kbFileExtension('notes.doc')).toBeNull();
    expect(kbUploadError({ name: 'a.exe', sizeBytes: 1 })).toBe('Only PDF, DOCX, TXT, MD, CSV, HTML, HTM Files');
  });

  it('checks size as MB × 1,000,000 bytes', () => {
    expect(uploadMaxBytes(10)).toBe(10_000_000);
    expect(kbUploadError({ name: 'a.pdf', sizeBytes: 10_000_000 })).toBeNull();
    expect(kbUploadError({ name: 'a.pdf', sizeBytes: 10_000_001 })).toBe('Max size: 10 MBs');
    expect(kbUploadError({ name: 'a.pdf', sizeBytes: 3_000_000 }, 2)).toBe('Max size: 2 MBs');
  });

  it('shows file names up to 20 characters', () => {
    expect(displayKbFileName('short.pdf')).toBe('short.pdf');
    expect(displayKbFileName('quarterly-report-final-v2.pdf')).toBe('quarterly-report-fin…');
  });
});

describe('kb rules', () => {
  it('says when a refresh is due', () => {
    expect(KB_REFRESH_RATE_MS['6h']).toBe(21_600_000);
    expect(kbNextRefreshAt({ refreshRate: 'never', lastFetchedAt: 0 })).toBeNull();
    expect(isKbRefreshDue({ refreshRate: '1h', lastFetchedAt: 1000 }, 1000 + 3_599_999)).toBe(false);
    expect(isKbRefreshDue({ refreshRate: '1h', lastFetchedAt: 1000 }, 1000 + 3_600_000)).toBe(true);
    expect(isKbRefreshDue({ refreshRate: '7d', lastFetchedAt: null }, 1)).toBe(false);
  });

  it('enforces maxKbDocsCharCount', () => {
    expect(kbCharLimitError({ used: 900, adding: 100, limit: 1000 })).toBeNull();
    expect(kbCharLimitError({ used: 900, adding: 101, limit: 1000 })).toMatch(/limit of 1,000 characters/);
    expect(kbCharLimitError({ used: 1e9, adding: 1, limit: Infinity })).toBeNull();
  });

  it('checks tags against the predefined ones when only those are allowed', () => {
    expect(kbTagsError(['x'], { predefinedTags: ['a'], onlyPredefined: false })).toBeNull();
    expect(kbTagsError(['a'], { predefinedTags: ['a', 'b'], onlyPredefined: true })).toBeNull();
    expect(kbTagsError(['x'], { predefinedTags: ['a', 'b'], onlyPredefined: true })).toBe(
      'Only these tags are allowed: a, b.',
    );
    expect(kbTagsError([], { predefinedTags: [], onlyPredefined: true })).toBeNull();
    expect(kbTagsError(['a'], { predefinedTags: [], onlyPredefined: true })).toBe('No tags are allowed yet.');
  });

  it("reads an organisation's tag settings, and none for an agent no organisation owns", () => {
    expect(kbTagRulesOf(null)).toEqual({ predefinedTags: [], onlyPredefined: false });
    expect(kbTagRulesOf(ZOrgTagSettings.parse({}))).toEqual({ predefinedTags: [], onlyPredefined: false });
    expect(
      kbTagRulesOf(
        ZOrgTagSettings.parse({ predefinedTags: [' billing ', 'faq', 'billing', ''], disallowAnyTags: true }),
      ),
    ).toEqual({ predefinedTags: ['billing', 'faq'], onlyPredefined: true });
    // A malformed record reads as unset rather than locking builders out.
    expect(kbTagRulesOf(ZOrgTagSettings.parse({ predefinedTags: 'faq', disallowAnyTags: 'yes' }))).toEqual({
      predefinedTags: [],
      onlyPredefined: false,
    });
  });
});

describe('ZKbSourceInput', () => {
  it('fills defaults per kind', () => {
    expect(ZKbSourceInput.parse({ kind: 'site', url: 'https://example.com' })).toEqual({
      kind: 'site',
      url: 'https://example.com',
      maxPages: 25,
      maxDepth: 2,
      tags: [],
      refreshRate: '24h',
    });
    expect(ZKbSourceInput.parse({ kind: 'text', name: 'Note', content: 'Hi', tags: ['a', 'a'] })).toMatchObject({
      tags: ['a'],
      refreshRate: 'never',
    });
  });

  it('names the field in its messages', () => {
    const issues = (input: unknown) =>
      ZKbSourceInput.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(issues({ kind: 'text', name: ' ', content: ' ' })).toEqual([
      'name: Please give this source a name.',
      'content: Please enter some text.',
    ]);
    expect(issues({ kind: 'url', url: 'ftp://x' })).toEqual(['url: Please enter a valid http(s) address.']);
    expect(issues({ kind: 'site', url: 'https://x.com', maxPages: 1000 })).toEqual([
      'maxPages: Pages must be between 1 and 200.',
    ]);
    expect(issues({ kind: 'file', name: 'a.exe', fileUrl: '' })).toEqual([
      'name: Only PDF, DOCX, TXT, MD, CSV, HTML, HTM Files',
      'fileUrl: Please upload the file first.',
    ]);
  });
});
