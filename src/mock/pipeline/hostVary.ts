// The `Vary: Host` an answer carries when it depends on the request's Host (none with --public-url).
import type { HeaderList } from './answer';

/**
 * `Vary: Host` for an answer that names the request's own origin (`detail_url`, the documents'
 * `servers`): a cache in front of the mock must not hand one Host's links to a client of another.
 * None with `--public-url`, which fixes the origin whatever the Host.
 */
export const hostVary = (publicUrl: string | undefined): HeaderList => (publicUrl === undefined ? [['Vary', 'Host']] : []);
