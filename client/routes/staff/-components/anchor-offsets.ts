/**
 * A textarea's value has every line break as "\n" (HTML normalises "\r\n" and "\r"); an anchor is
 * an offset into the letter as stored. This turns an offset into the textarea's value into one into
 * the letter.
 */
export function letterOffset(letter: string, valueOffset: number): number {
  let value = 0
  let index = 0
  while (index < letter.length && value < valueOffset) {
    index += letter[index] === '\r' && letter[index + 1] === '\n' ? 2 : 1
    value += 1
  }
  return index
}
