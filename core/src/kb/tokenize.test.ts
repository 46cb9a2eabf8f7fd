import { describe, expect, it } from 'vitest';
import { stemToken } from './stem-token';
import { foldText, tokenize } from './tokenize';

describe('stemToken', () => {
  it.each([
    ['refunds', 'refund'],
    ['refunded', 'refund'],
    ['refunding', 'refund'],
    ['policies', 'polici'],
    ['policy', 'polici'],
    ['making', 'mak'],
    ['make', 'mak'],
    ['running', 'run'],
    ['runs', 'run'],
    ['shipped', 'ship'],
    ['shipping', 'ship'],
    ['classes', 'class'],
    ['class', 'class'],
    ['boxes', 'box'],
    ['quickly', 'quick'],
    ['family', 'famili'],
    ['families', 'famili'],
    ['agreed', 'agre'],
    ['agree', 'agre'],
    ['string', 'string'],
    ['analysis', 'analysis'],
    ['bus', 'bus'],
  ])('%s → %s', (word, stem) => {
    expect(stemToken(word)).toBe(stem);
  });

  it('leaves short words, numbers and non-latin words alone', () => {
    expect(stemToken('is')).toBe('is');
    expect(stemToken('2024')).toBe('2024');
    expect(stemToken('größe')).toBe('größe');
  });
});

describe('tokenize', () => {
  it('lower-cases, strips diacritics, drops stopwords and single letters, stems', () => {
    expect(tokenize('The Café’s OPENING hours: Straße, Crème brûlée — a B c 7')).toEqual([
      'caf',
      'open',
      'hour',
      'strass',
      'crem',
      'brule',
      '7',
    ]);
  });

  it('keeps numbers and letter-digit mixes, drops very long runs', () => {
    expect(tokenize('Call 555-0100 before 9am, ref A1B2 ' + 'z'.repeat(60))).toEqual(['call', '555', '0100', '9am', 'ref', 'a1b2']);
  });

  it('splits Chinese and Japanese runs into character pairs', () => {
    expect(tokenize('北京大学')).toEqual(['北京', '京大', '大学']);
    expect(tokenize('東京 tokyo')).toEqual(['東京', 'tokyo']);
  });

  it('gives the same tokens to inflections, so questions meet answers', () => {
    expect(tokenize('How are refunds processed?')).toEqual(tokenize('refund processing'));
  });

  it('folds text', () => {
    expect(foldText('ÀÉÎõü ß')).toBe('aeiou ss');
  });
});
