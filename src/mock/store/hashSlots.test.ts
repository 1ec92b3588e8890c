// Tests of the open-addressing hash slots against a `Map`.
import fc from 'fast-check';
import { FNV_OFFSET, fnvStep, HashSlots, mixed } from './hashSlots';

/** A key's place as a caller finds it: probing until its hash and key agree, or an empty slot (then filling it). */
function placeOf(slots: HashSlots, keys: number[], key: number, hash: number): { place: number; added: boolean } {
  for (let slot = slots.first(hash); ; slot = slots.next(slot)) {
    const place = slots.placeAt(slot);
    if (place < 0) {
      slots.fill(slot, hash, keys.push(key) - 1);
      return { place: keys.length - 1, added: true };
    }
    if (slots.hashAt(slot) === hash && keys[place] === key) return { place, added: false };
  }
}

test('keys are found again at their places, as a Map finds them, through growth, equal hashes and slots that wrap', () => {
  // Hashes from a few bits, so that many keys share a hash and probes run past the table's end.
  const adds = fc.array(fc.nat(400), { maxLength: 2000 });
  fc.assert(
    fc.property(adds, fc.integer({ min: 0, max: 4 }), fc.constantFrom(1, 2, 8), (added, hashBits, firstSlots) => {
      const slots = new HashSlots(firstSlots);
      const keys: number[] = [];
      const reference = new Map<number, number>();
      for (const key of added) {
        // The key's low bits and its parity in the sign bit: at most 32 hashes, negative ones too.
        const hash = (key % (1 << hashBits)) | (key % 2 ? -0x80000000 : 0);
        const { place, added: isNew } = placeOf(slots, keys, key, hash);
        expect(isNew).toBe(!reference.has(key));
        if (isNew) reference.set(key, place);
        expect(place).toBe(reference.get(key));
      }
    }),
    { numRuns: 200, seed: 25 },
  );
});

test('the table grows before it fills, so that a probe for a missing key meets an empty slot', () => {
  const slots = new HashSlots(4);
  const keys: number[] = [];
  // Every key hashes to 7: they sit in one run of slots, which a missing key's probe walks to its end.
  for (let key = 0; key < 2000; key++) placeOf(slots, keys, key, 7);
  let run = 0;
  for (let slot = slots.first(7); slots.placeAt(slot) >= 0; slot = slots.next(slot)) expect(++run).toBeLessThanOrEqual(2000);
  expect(run).toBe(2000);
});

test('the hash is FNV-1a over code units, and mixing spreads keys that differ in their last unit over the low bits', () => {
  let hash = FNV_OFFSET;
  for (const code of [97]) hash = fnvStep(hash, code);
  // FNV-1a 32 of "a", a published test vector.
  expect(hash >>> 0).toBe(0xe40c292c);
  const lowBits = new Set(Array.from({ length: 64 }, (_, i) => mixed(fnvStep(FNV_OFFSET, i)) & 1023));
  expect(lowBits.size).toBeGreaterThan(56);
});
