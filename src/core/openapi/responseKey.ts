// Which of an operation's documented answers a status is, as OpenAPI reads `responses`: the code
// itself, else its range (`4XX`); an explicit code wins over a range. One reading for every tool
// that asks whether a status is documented (the rulebook's status rule, the example checker).

/** The key of `responses` that documents `status`, or undefined when none does. */
export function responseKeyOf(responses: object, status: number): string | undefined {
  const code = String(status);
  if (code in responses) return code;
  const range = `${code[0]}XX`;
  return Object.keys(responses).find((key) => key.toUpperCase() === range);
}
