// The refusals of release-pages-mock capture: its token, its HAR (printed after `could not capture:`), the file it writes, an anonymized capture that would leak.
import { entries } from './errorEntry';

export const CAPTURE = entries({
  RPM_CAPTURE_NO_TOKEN: { text: 'no token: pass CAPTURE_TOKEN=<key> (or --token)' },
  RPM_CAPTURE_FAILED: { text: (reason: string) => `could not capture: ${reason}` },
  RPM_CAPTURE_HAR_UNREADABLE: { text: (path: string, why: string) => `--har ${path} ${why}` },
  RPM_CAPTURE_HAR_NOT_HAR: { text: (path: string) => `--har ${path} is no HAR (no log.entries)` },
  RPM_CAPTURE_HAR_NO_LISTING: {
    text: (path: string) => `--har ${path} holds no 200 answer of the listing with its body (record the HAR with content, and let the page list releases)`,
  },
  RPM_CAPTURE_NOT_WRITTEN: { text: (out: string, reason: string) => `could not write ${out}: ${reason}` },
  RPM_CAPTURE_LEAK: {
    text: (out: string, pointer: string, hint: string, more: string) =>
      `refused to write ${out}: ${pointer} holds a word of the deployment (${hint}) that --anonymize left${more}; nothing written`,
  },
  RPM_CAPTURE_UNKNOWN_NAMES: {
    text: (out: string, field: string, hint: string, more: string) =>
      `refused to write ${out}: ${field}, a field neither the spec nor Wagtail defines, holds a word that could name someone (${hint})${more}; --anonymize does not know how this deployment uses it; capture without --anonymize to look at it; nothing written`,
  },
});
