// Numbers inside right-to-left text. After Arabic letters the Unicode bidi algorithm reads digits as
// Arabic numbers, and the dash of "06:00-11:00" or the space of "9123 4567" between two of them
// then takes the sentence's direction: the parts are drawn in reverse, "11:00-06:00". A
// left-to-right isolate (U+2066 … U+2069, what <bdi dir="ltr"> does in markup) keeps such a number
// in its own order; in English text the marks are invisible and change nothing. The customer
// menu writes them the same way (widget/clock-texts.ts).

/** The text as one left-to-right island inside any sentence: a time, a range, a phone number. */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}

// A time range as windowsText (availability.ts) writes it: HH:MM, a dash, HH:MM.
const TIME_RANGE = /\d{1,2}:\d{2}[-\u2011\u2013]\d{1,2}:\d{2}/g;

/** Every time range in the text isolated left to right: "يقدم ⁦06:00-11:00⁩". */
export function isolateTimeRanges(text: string): string {
  return `${text}`.replace(TIME_RANGE, ltr);
}
