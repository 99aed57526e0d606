/** Printable ASCII (space to tilde) counts one column; anything else (CJK, full-width, emoji) counts two. */
function charWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code >= 0x20 && code <= 0x7e ? 1 : 2;
}

/** The display width of a text (spec section 5): characters outside the basic printable range count double. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/** Valid when the display width is at most `max` (10 by default: 10 letters or 5 Chinese characters). */
export function fitsDisplayWidth(text: string, max = 10): boolean {
  return displayWidth(text) <= max;
}
