import { listeningQuestionIds, readingQuestionIds } from '#shared/content/question-ids.ts'
import type { MockSection } from '#shared/mock/mock.ts'
import type { MockTest } from '#shared/mock/schema.ts'
import { badRequest } from '../../errors.ts'
import type { MockSubmission } from './fields.ts'

const NAMES: Record<MockSection, string> = { listening: 'Listening', reading: 'Reading', writing: 'Writing', speaking: 'Speaking' }

/**
 * What the submission may carry for this attempt: only its chosen sections, only questions and
 * speaking parts the mock has, one recording per part listed, and photos only in paper mode.
 */
export function checkAgainstAttempt(form: MockSubmission, test: MockTest, sections: readonly MockSection[]) {
  const notChosen = (section: MockSection, field: string) => {
    if (!sections.includes(section)) throw badRequest(`${field}: this attempt did not choose the ${NAMES[section]} section, so it cannot be sent.`)
  }
  const knownIds = (section: 'listening' | 'reading', answers: Record<string, string> | undefined) => {
    if (answers === undefined) return
    const field = `${section}Answers`
    notChosen(section, field)
    const ids = new Set(section === 'listening' ? listeningQuestionIds(test.listening!) : readingQuestionIds(test.reading!))
    const unknown = Object.keys(answers).find((id) => !ids.has(id))
    if (unknown !== undefined) throw badRequest(`${field}: this mock has no ${section} question "${unknown}".`)
  }
  knownIds('listening', form.listeningAnswers)
  knownIds('reading', form.readingAnswers)

  if (form.writingAnswer !== undefined) notChosen('writing', 'writingAnswer')
  if (form.writingMode !== undefined) notChosen('writing', 'writingData')
  if (form.writingFiles.length > 0) {
    notChosen('writing', 'writingFiles')
    if (form.writingMode === 'computer') throw badRequest('writingFiles: photos are sent with writingData {"mode": "paper"}, not in computer mode.')
  }

  if (form.speakingParts !== undefined) notChosen('speaking', 'speakingResponses')
  if (form.speakingFiles.length > 0) notChosen('speaking', 'speakingFiles')
  const parts = form.speakingParts ?? []
  const has = new Set(test.speaking?.mainCards.map((card) => card.mainCardNumber) ?? [])
  const unknown = parts.find((n) => !has.has(n))
  if (unknown !== undefined) throw badRequest(`speakingResponses: this mock has no speaking part ${unknown}.`)
  if (new Set(parts).size !== parts.length) throw badRequest('speakingResponses: each part may be listed once.')
  if (parts.length !== form.speakingFiles.length) {
    throw badRequest('Send one recording in speakingFiles for each part listed in speakingResponses, in the same order.')
  }
}
