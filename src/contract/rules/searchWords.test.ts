// Tests of picking search words from a snapshot, each class from its own text.
import type { SuiteItem } from '../suite/context';
import {
  ANY_SEARCHED_WORD,
  comparableWord,
  DIGIT_TITLE_WORDS,
  NON_ASCII_TITLE_WORDS,
  PRODUCT_WORDS,
  REPORT_TITLE_WORDS,
  TITLE_WORDS,
  wordIndex,
} from './searchWords';

const release = (id: number, title: string, products: string[] = [], report = 'Market Pulse Daily') =>
  ({ id, title, announcement_reports: [{ title: report, products: products.map((name) => ({ name })) }] }) as unknown as SuiteItem;

const ITEMS = [
  release(1, 'Zürich Börse Überblick 2027', ['Rath Navigator']),
  release(2, 'Straße und Märkte 2026年 Q1', ['Auer Index']),
  release(3, 'Société Générale Zürich Outlook', ['Rath Global'], 'Consumer Trends'),
  release(4, '市場レポート Sustainability Report', []),
];

const keys = (index: Map<string, unknown>) => [...index.keys()].sort();

test('non-ASCII words are those whose case round-trips: ß (upper-cased SS) and scripts without case are left out', () => {
  expect(keys(wordIndex(ITEMS, NON_ASCII_TITLE_WORDS))).toEqual(['börse', 'générale', 'märkte', 'société', 'zürich', 'überblick']);
});

test('words with digits are ASCII only (a year joined to a CJK character is left to the engines), four characters or more', () => {
  expect(keys(wordIndex(ITEMS, DIGIT_TITLE_WORDS))).toEqual(['2027']);
});

test('each class reads its own text: ASCII title words, product names, report titles; the searched words hold them all', () => {
  expect(keys(wordIndex(ITEMS, TITLE_WORDS))).toEqual(['outlook', 'report', 'sustainability']);
  expect(keys(wordIndex(ITEMS, PRODUCT_WORDS))).toEqual(['auer', 'global', 'index', 'navigator', 'rath']);
  expect(keys(wordIndex(ITEMS, REPORT_TITLE_WORDS))).toEqual(['consumer', 'daily', 'market', 'pulse', 'trends']);
  expect(wordIndex(ITEMS, ANY_SEARCHED_WORD).get('rath')?.holders.size).toBe(2);
});

test('the word compared in other cases is the rarest that two releases hold, among those that fit', () => {
  const index = wordIndex(ITEMS, NON_ASCII_TITLE_WORDS);
  expect(comparableWord(index, () => true)?.text).toBe('Zürich');
  expect(comparableWord(index, (word) => word.text !== 'Zürich')?.holders.size).toBe(1);
  expect(comparableWord(index, () => false)).toBeUndefined();
});
