/** A dataset size as given on the command line: `2000`, `10k`, `1M`, `1.5m`. */
export const parseSize = (text: string): number => {
  const match = /^(\d+(?:\.\d+)?)([kKmM]?)$/.exec(text.trim());
  if (!match) throw new Error(`not a size: ${text}`);
  return Math.round(Number(match[1]) * (match[2].toLowerCase() === 'k' ? 1e3 : match[2].toLowerCase() === 'm' ? 1e6 : 1));
};
