// The message and body of a JUnit failure, error or skip, written where junit-report-builder cannot.
import type { TestCase } from 'junit-report-builder';

type XmlElement = ReturnType<TestCase['build']>;

/**
 * Adds a message attribute and a text body to the `<failure>`, `<error>` or `<skipped>` element
 * of a test case, once junit-report-builder (5.1.2) has built it. The library cannot give
 * `<skipped>` a message, and writes bodies as CDATA escaping only the first `]]>` (a second one
 * would end the CDATA and put server text into the XML as markup); text added here is escaped.
 */
export function describeOutcome(testCase: TestCase, outcome: 'failure' | 'error' | 'skipped', details: { message?: string; body?: string }): void {
  const build = testCase.build.bind(testCase);
  testCase.build = (parent) => {
    const testCaseElement = build(parent);
    const element = testCaseElement.children.find((child): child is XmlElement => (child as XmlElement).name === outcome);
    if (!element) throw new Error(`junit-report-builder wrote no <${outcome}> element`);
    if (details.message !== undefined) element.att('message', details.message);
    if (details.body !== undefined) element.txt(details.body);
    return testCaseElement;
  };
}
