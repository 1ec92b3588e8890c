// How every tool words the cases a rule could not decide (the suite's rule lines, the proxy's
// summary, the example checker's report): how many, and why the first could not. A quiet report
// is told from a blind one by it.

/** `3 not judged, the first: release 12: expected_date not shown`. */
export const notJudgedText = (count: number, firstWhy: string): string => `${count} not judged, the first: ${firstWhy}`;
