/** "1 attempt", "3 attempts", "2 short extracts": a count with its noun in the right number. */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`
