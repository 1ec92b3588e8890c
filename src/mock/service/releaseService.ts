import { momentAt, type Clock, type Moment } from '../domain/clock';
import { DETAIL_DEFAULT_FIELDS, LISTING_DEFAULT_FIELDS, selectFields, type FieldSelection } from '../domain/fieldSelection';
import { serializeRelease } from '../domain/serializeRelease';
import type { ReleasePageItem, ReleasePageList } from '../../core/types';
import { ItemBytesCache } from './itemBytesCache';
import type { ListQuery, ListResult, ReleaseStore } from '../store/releaseStore';

const COMMA = Buffer.from(',');
const END = Buffer.from(']}');

export interface ListRequest extends ListQuery {
  fields?: string;
}

/** A listing both ways: `json` is the UTF-8 of `JSON.stringify(body)`. */
export interface Listing {
  body: ReleasePageList;
  json: Buffer;
}

interface Page extends ListResult {
  selection: FieldSelection;
  moment: Moment;
}

/**
 * What the API does, without HTTP: lists and finds release pages, chooses their fields and
 * writes them with the status at `now`: the clock's current now unless the caller names another
 * (a request's own, or the one its `Date` header already shows). Throws `QueryError` for a
 * request it cannot answer.
 */
export class ReleaseService {
  private readonly itemBytes = new ItemBytesCache();

  constructor(
    private readonly store: ReleaseStore,
    /** The clock, which `--admin` may set at run time. */
    readonly clock: Clock,
  ) {}

  /** The clock's current now, which status is computed with when no other is named. */
  now(): Date {
    return this.clock.now();
  }

  /**
   * The listing as objects, which a response validator checks, and as the bytes to send, equal to
   * `JSON.stringify` of them.
   */
  list(request: ListRequest, origin: string, now = this.now()): Listing {
    const page = this.page(request, now);
    const body: ReleasePageList = {
      meta: { total_count: page.total },
      items: page.releases.map((release) => serializeRelease(release, page.selection, { origin, moment: page.moment })),
    };
    return { body, json: this.jsonOf(page, origin, (i) => body.items[i]) };
  }

  /** The bytes of the listing alone, with no objects built for items serialized before. */
  listJson(request: ListRequest, origin: string, now = this.now()): Buffer {
    const page = this.page(request, now);
    return this.jsonOf(page, origin, (i) => serializeRelease(page.releases[i], page.selection, { origin, moment: page.moment }));
  }

  /** The page as UTF-8 JSON, assembled from the bytes of its items, each serialized once (`itemAt` when not cached yet). */
  private jsonOf(page: Page, origin: string, itemAt: (index: number) => unknown): Buffer {
    const bytesOf = this.itemBytes.group(`${this.store.statusEpoch(page.moment)}|${origin}|${page.selection.body.join()}|${page.selection.meta.join()}`);
    const parts: Buffer[] = [Buffer.from(`{"meta":{"total_count":${page.total}},"items":[`)];
    page.releases.forEach((release, i) => {
      if (i > 0) parts.push(COMMA);
      parts.push(bytesOf(release.id, () => itemAt(i)));
    });
    parts.push(END);
    return Buffer.concat(parts);
  }

  /** The page's releases, the fields to write and the moment whose status they show. */
  private page(request: ListRequest, now: Date): Page {
    const selection = selectFields(request.fields, LISTING_DEFAULT_FIELDS);
    const moment = momentAt(now, this.clock.timezone);
    return { selection, moment, ...this.store.query(request, moment) };
  }

  /** The release with this id, or `undefined`; all fields unless `fields` says otherwise. */
  detail(id: number, fields: string | undefined, origin: string, now = this.now()): ReleasePageItem | undefined {
    const selection = selectFields(fields, DETAIL_DEFAULT_FIELDS);
    const release = this.store.findById(id);
    return release && serializeRelease(release, selection, { origin, moment: momentAt(now, this.clock.timezone) });
  }
}
