export { countWords } from '#shared/contracts/submissions.ts'

export const wordsText = (count: number): string => `${count} ${count === 1 ? 'word' : 'words'}`
