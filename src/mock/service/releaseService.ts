// The release service: listings and details as objects or as UTF-8 bytes from items serialized once.
import { momentAt, type Clock, type Moment } from '../domain/clock';
import { DETAIL_DEFAULT_FIELDS, LISTING_DEFAULT_FIELDS, selectFields, type FieldSelection } from '../domain/fieldSelection';
import { serializeRelease } from '../domain/serializeRelease';
import type { ReleasePageItem, ReleasePageList } from '../../core/types';
import { ItemBytesCache } from './itemBytesCache';
import type { ListQuery, ListResult, ReleaseView } from '../store/releaseStore';

// Plain Uint8Array bytes, not Node's Buffer: the core runs in browsers too.
const UTF8 = new TextEncoder();
const END = UTF8.encode(']}');

/** The fields a selection writes, as the item bytes' group key names them: joined once per selection (selectFields keeps them), not per page. */
const selectionKeys = new WeakMap<FieldSelection, string>();
function selectionKey(selection: FieldSelection): string {
  let key = selectionKeys.get(selection);
  if (key === undefined) selectionKeys.set(selection, (key = `${selection.body.join()}|${selection.meta.join()}`));
  return key;
}

export interface ListRequest extends ListQuery {
  fields?: string;
}

/** A listing both ways: `json` is the UTF-8 of `JSON.stringify(body)`. */
export interface Listing {
  body: ReleasePageList;
  json: Uint8Array;
}

/** A listing whose objects are built when asked for: `json` is the UTF-8 of `JSON.stringify(body())`. */
export interface LazyListing {
  body: () => ReleasePageList;
  json: Uint8Array;
}

interface Page extends ListResult {
  selection: FieldSelection;
  moment: Moment;
  /** The dataset the page was read from, whose item bytes it is written with. */
  dataset: Dataset;
}

/** A store and the item bytes written from it: swapped as one, so no item of an older store is ever served. */
interface Dataset {
  store: ReleaseView;
  itemBytes: ItemBytesCache;
}

/**
 * What the API does, without HTTP: lists and finds release pages, chooses their fields and
 * writes them with the status at `now`: the clock's current now unless the caller names another
 * (a request's own, or the one its `Date` header already shows). Throws `QueryError` for a
 * request it cannot answer.
 */
export class ReleaseService {
  private dataset: Dataset;

  constructor(
    store: ReleaseView,
    /** The clock, which `--admin` may set at run time. */
    private readonly clock: Clock,
  ) {
    this.dataset = { store, itemBytes: new ItemBytesCache() };
  }

  /** The store every request reads now. */
  get store(): ReleaseView {
    return this.dataset.store;
  }

  /**
   * Serves another store from now on. Built before the call, it replaces the old one in a single
   * assignment, and every request reads the dataset once: each answer is wholly the old data or
   * wholly the new.
   */
  swap(store: ReleaseView): void {
    this.dataset = { store, itemBytes: new ItemBytesCache() };
  }

  /** The clock's current now, which status is computed with when no other is named. */
  now(): Date {
    return this.clock.now();
  }

  /**
   * The listing as objects, which a response validator checks, and as the bytes to send, equal to
   * `JSON.stringify` of them.
   */
  list(request: ListRequest, origin: string, now = this.now()): Listing {
    const { body, json } = this.listing(request, origin, now);
    return { body: body(), json };
  }

  /** The bytes of the listing alone, with no objects built for items serialized before. */
  listJson(request: ListRequest, origin: string, now = this.now()): Uint8Array {
    return this.listing(request, origin, now).json;
  }

  /**
   * The listing's bytes, and its objects only when `body` is called: a validator that already
   * passed these very bytes needs none. Each item is serialized at most once between the two.
   */
  listing(request: ListRequest, origin: string, now = this.now()): LazyListing {
    const page = this.page(request, now);
    const made: ReleasePageItem[] = [];
    const itemAt = (i: number) => (made[i] ??= serializeRelease(page.releases[i], page.selection, { origin, moment: page.moment }));
    const json = this.jsonOf(page, origin, itemAt);
    return { json, body: () => ({ meta: { total_count: page.total }, items: page.releases.map((_, i) => itemAt(i)) }) };
  }

  /**
   * The page as UTF-8 JSON, assembled from the bytes of its items, each serialized once (`itemAt`
   * when not cached yet). Written straight into one array of the page's length: a list of parts
   * with a comma between items, copied after, would be a share of a rotating request's time. Items
   * held side by side are copied as one run (`ItemRuns`).
   */
  private jsonOf(page: Page, origin: string, itemAt: (index: number) => unknown): Uint8Array {
    const key = `${page.dataset.store.statusEpoch(page.moment)}|${origin}|${selectionKey(page.selection)}`;
    const items = page.dataset.itemBytes.runs(key, page.releases, itemAt);
    // ASCII only: its length in characters is its length in bytes.
    const head = `{"meta":{"total_count":${page.total}},"items":[`;
    const json = new Uint8Array(head.length + items.length + END.length);
    const at = items.copyInto(json, UTF8.encodeInto(head, json).written);
    json.set(END, at);
    return json;
  }

  /** The page's releases, the fields to write and the moment whose status they show. */
  private page(request: ListRequest, now: Date): Page {
    const dataset = this.dataset;
    const selection = selectFields(request.fields, LISTING_DEFAULT_FIELDS);
    const moment = momentAt(now, this.clock.timezone);
    return { selection, moment, dataset, ...dataset.store.query(request, moment) };
  }

  /** The release with this id, or `undefined`; all fields unless `fields` says otherwise. */
  detail(id: number, fields: string | undefined, origin: string, now = this.now()): ReleasePageItem | undefined {
    const selection = selectFields(fields, DETAIL_DEFAULT_FIELDS);
    const release = this.store.findById(id);
    return release && serializeRelease(release, selection, { origin, moment: momentAt(now, this.clock.timezone) });
  }
}
