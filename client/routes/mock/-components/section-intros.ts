import type { MockSection } from '#shared/mock/mock.ts'

/** What each section's instructions dialog says before it starts: what it holds and how long it runs. */
export function sectionIntro(section: MockSection, seconds: number | null | undefined, readingBC?: number | null): string {
  const time = (value: number | null | undefined) => (typeof value === 'number' ? `${Math.round(value / 60)} minutes` : 'no time limit')
  switch (section) {
    case 'listening':
      return `Listen to each recording and answer its questions: Part A extracts, then Part B questions, then Part C extracts. Each screen moves on by itself when its recording ends. Time for this section: ${time(seconds)}.`
    case 'reading':
      return `Part A first (${time(seconds)}; highlight the texts by selecting words), then each Part B text and each Part C text (${time(readingBC)} together). When a part's time ends you move on by yourself.`
    case 'writing':
      return `Read the case notes and write the letter, typed on screen or on paper and photographed. Time for this section: ${time(seconds)}.`
    case 'speaking':
      return 'For each role-play, read the card, then record your response (or upload an audio file). Your recordings are sent with the rest of the mock when you finish.'
  }
}
