import { expect, it } from "vitest";

/** A test for each row of a table: `fn(input)` equals `expected`. `title` takes printf-style %s/%j for the two. */
export function eachReturns<I, O>(title: string, fn: (input: I) => O, rows: [input: I, expected: O][]): void {
  it.each(rows)(title, (input, expected) => {
    expect(fn(input)).toEqual(expected);
  });
}
