/**
 * How a refused value is quoted back in a message: strings and numbers as they are (at most 40 characters),
 * anything else as nothing. Never `String(value)`: a posted object such as {"toString": false} throws there.
 */

/** The printable form of a posted value for an error message. */
export function echoValue(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value).slice(0, 40) : '';
}
