/** Extraction failed for a reason a builder should read (the message is one of core's KB_* texts). */
export class KbExtractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KbExtractError';
  }
}
