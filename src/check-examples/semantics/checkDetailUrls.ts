import { serializeRelease } from '../../mock/domain/serializeRelease';
import { releaseOf, showsAll } from './itemRelease';
import { itemFinding, type ShownItem } from './shownItems';
import type { Finding } from '../types';

/** Any instant: a detail_url does not depend on the clock. */
const ANY_MOMENT = { nowMs: 0, today: '1970-01-01' };

/** The detail_url the reference writes for this item, on the origin of the URL the example shows (a valid URL: the schema said so). */
function expectedDetailUrl(shown: ShownItem, written: string): string {
  const context = { origin: new URL(written).origin, moment: ANY_MOMENT };
  return serializeRelease(releaseOf(shown.item), { body: [], meta: ['detail_url'] }, context).meta!.detail_url!;
}

/** Each `meta.detail_url` is `<origin>/api/v2/pages/<id>/` with the item's own id (§2.3); a null one, which only the spec profile's schema lets through, is not judged. */
export function checkDetailUrls(items: readonly ShownItem[]): Finding[] {
  return items
    .filter((shown) => showsAll(shown.item, ['id', 'detail_url']) && typeof shown.item.meta!.detail_url === 'string')
    .flatMap((shown) => {
      const written = shown.item.meta!.detail_url as string;
      const expected = expectedDetailUrl(shown, written);
      return expected === written
        ? []
        : [itemFinding(shown, '/meta/detail_url', `has meta.detail_url ${written}; for id ${shown.item.id} the reference writes ${expected}`)];
    });
}
