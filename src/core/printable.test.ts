// Tests that terminal escape sequences and control characters are made printable.
import { printable } from './printable';
import { HOSTILE, HOSTILE_PRINTED } from '../contract/report/testing/runs';

describe('printable', () => {
  test('removes colour and other CSI sequences, in 7-bit and 8-bit form', () => {
    expect(printable('a\u001b[31mred\u001b[0m b\u001b[2J\u001b[1;1H c\u009b2Jd')).toBe('ared b cd');
  });

  test('removes OSC strings (window titles, hyperlinks) ended by BEL or ST, payload included', () => {
    expect(printable('a\u001b]0;title\u0007b')).toBe('ab');
    expect(printable('a\u001b]8;;http://evil.example\u001b\\link\u001b]8;;\u001b\\b')).toBe('alinkb');
    expect(printable('a\u009d0;title\u009cb')).toBe('ab');
  });

  test('removes other escape sequences, and the introducer of an unterminated one', () => {
    expect(printable('a\u001bcb\u001b(Bc')).toBe('abc');
    expect(printable('a\u001b]0;no terminator')).toBe('a0;no terminator');
  });

  test('turns tabs and line breaks, carriage returns among them, into one space', () => {
    expect(printable('a\r\nb\tc\rd\n\ne')).toBe('a b c d e');
  });

  test('removes every other C0 control, DEL and C1 control', () => {
    expect(printable('a\u0000b\u0007c\u0008d\u007fe\u0085f\u009fg')).toBe('abcdefg');
  });

  test('keeps printable text, whatever its script', () => {
    const text = "§4.1 ✓ café — 'quoted' <markup> & …";
    expect(printable(text)).toBe(text);
  });

  test('the hostile text the report tests use', () => {
    expect(printable(HOSTILE)).toBe(HOSTILE_PRINTED);
  });
});
