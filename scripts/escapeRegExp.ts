// Text to match literally inside a regular expression built from it (package names, paths).
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
