/**
 * The base of the domain errors: an expected failure with a `code` from its own union
 * (what a caller branches on) and a message for people.
 */
export class CodedError<Code extends string> extends Error {
  readonly code: Code;

  constructor(code: Code, message: string) {
    super(message);
    this.code = code;
  }
}
