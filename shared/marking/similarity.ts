/**
 * Edit-distance similarity for the lenient (mock review) marking of SPEC.md section 5.
 *
 * Written here rather than taken from npm (`leven`, `fastest-levenshtein`) on purpose: it is
 * ~20 lines, it ships in the client bundle as well as on the server, and no package is needed
 * for it. It counts Unicode code points, not UTF-16 units, so a character outside the Basic
 * Multilingual Plane is one edit, not two. The answers and keys compared are a few dozen
 * characters, so the plain O(n*m) two-row algorithm is instant. fast-levenshtein sits in
 * node_modules only as a dependency of eslint, not of the product, so it may not be relied on.
 */

/** Levenshtein distance: the fewest single-character insertions, deletions or substitutions. */
export function levenshtein(a: string, b: string): number {
  const source = Array.from(a)
  const target = Array.from(b)
  if (source.length === 0) return target.length
  if (target.length === 0) return source.length
  // previous[j] is the distance between the first i-1 characters of source and the first j of target.
  let previous = Array.from({ length: target.length + 1 }, (_, j) => j)
  for (let i = 1; i <= source.length; i++) {
    const current = [i]
    for (let j = 1; j <= target.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (source[i - 1] === target[j - 1] ? 0 : 1)
      const deletion = (previous[j] ?? 0) + 1
      const insertion = (current[j - 1] ?? 0) + 1
      current.push(Math.min(substitution, deletion, insertion))
    }
    previous = current
  }
  return previous[target.length] ?? 0
}

/**
 * Similarity ratio in 0..1: 1 - levenshtein(a, b) / max(length of a, length of b), lengths in
 * code points. Equal strings give 1 (two empty strings too); strings with nothing in common give
 * 0. "hypertention" vs "hypertension" is 1 - 1/12 = 0.92.
 */
export function similarityRatio(a: string, b: string): number {
  const longest = Math.max(Array.from(a).length, Array.from(b).length)
  return longest === 0 ? 1 : 1 - levenshtein(a, b) / longest
}
