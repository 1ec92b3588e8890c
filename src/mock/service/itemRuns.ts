// A page's items as runs of bytes lying side by side in a chunk, each run copied at once.
import type { Found } from './groupBytes';

const COMMA = ','.charCodeAt(0);

/**
 * A page's items as runs of held bytes: items found side by side in a chunk (each held with its
 * comma after it) make one run, copied with one `set`. A view per item (`subarray`) would cost
 * about as much as the copy of the item itself.
 */
export class ItemRuns {
  private readonly chunks: Uint8Array[] = [];
  /** Run `r` is `chunks[r]` from `bounds[2r]` to `bounds[2r + 1]`, its last item's comma excluded. */
  private readonly bounds: number[] = [];
  /** The items' bytes and the commas between them. */
  length = 0;

  /** Appends the item at `found`. */
  add({ chunk, offset, length }: Found): void {
    const last = this.chunks.length - 1;
    this.length += length;
    if (last >= 0) this.length++;
    // Right after the last run's item and its comma: the run grows over them.
    if (last >= 0 && this.chunks[last] === chunk && this.bounds[2 * last + 1] + 1 === offset) {
      this.bounds[2 * last + 1] = offset + length;
      return;
    }
    this.chunks.push(chunk);
    this.bounds.push(offset, offset + length);
  }

  /** Copies the items into `into` from `at`, a comma between each two; returns where they end. */
  copyInto(into: Uint8Array, at: number): number {
    for (let r = 0; r < this.chunks.length; r++) {
      if (r > 0) into[at++] = COMMA;
      into.set(this.chunks[r].subarray(this.bounds[2 * r], this.bounds[2 * r + 1]), at);
      at += this.bounds[2 * r + 1] - this.bounds[2 * r];
    }
    return at;
  }
}
