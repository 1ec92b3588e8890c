import { momentOf, type Clock } from './domain/clock';
import { DETAIL_DEFAULT_FIELDS, LISTING_DEFAULT_FIELDS, selectFields } from './domain/fieldSelection';
import { serializeRelease } from './domain/serializeRelease';
import type { ReleasePageItem, ReleasePageList } from './domain/types';
import { ItemBytesCache } from './itemBytesCache';
import type { ListQuery, ReleaseStore } from './store/releaseStore';

const COMMA = Buffer.from(',');
const END = Buffer.from(']}');

export interface ListRequest extends ListQuery {
  fields?: string;
}

/**
 * What the API does, without HTTP: lists and finds release pages, chooses their fields and
 * writes them with the status of the clock's current moment. Throws `QueryError` for a
 * request it cannot answer.
 */
export class ReleaseService {
  private readonly itemBytes = new ItemBytesCache();

  constructor(
    readonly store: ReleaseStore,
    readonly clock: Clock,
  ) {}

  list(request: ListRequest, origin: string): ReleasePageList {
    const { selection, moment, total, releases } = this.page(request);
    return {
      meta: { total_count: total },
      items: releases.map((release) => serializeRelease(release, selection, { origin, moment })),
    };
  }

  /** The same listing as `list`, already written as the UTF-8 JSON of `JSON.stringify`, from items serialized once. */
  listJson(request: ListRequest, origin: string): Buffer {
    const { selection, moment, total, releases } = this.page(request);
    const keyPrefix = `${this.store.statusEpoch(moment)}|${origin}|${selection.body.join()}|${selection.meta.join()}|`;
    const parts: Buffer[] = [Buffer.from(`{"meta":{"total_count":${total}},"items":[`)];
    releases.forEach((release, i) => {
      if (i > 0) parts.push(COMMA);
      parts.push(this.itemBytes.bytesOf(keyPrefix + release.id, () => serializeRelease(release, selection, { origin, moment })));
    });
    parts.push(END);
    return Buffer.concat(parts);
  }

  /** The page's releases, the fields to write and the moment whose status they show. */
  private page(request: ListRequest) {
    const selection = selectFields(request.fields, LISTING_DEFAULT_FIELDS);
    const moment = momentOf(this.clock);
    return { selection, moment, ...this.store.query(request, moment) };
  }

  /** The release with this id, or `undefined`; all fields unless `fields` says otherwise. */
  detail(id: number, fields: string | undefined, origin: string): ReleasePageItem | undefined {
    const selection = selectFields(fields, DETAIL_DEFAULT_FIELDS);
    const release = this.store.findById(id);
    return release && serializeRelease(release, selection, { origin, moment: momentOf(this.clock) });
  }
}
