import t from 'tap'
import { contentFiles } from '#api/modules/tests/import-dir.ts'
import { isCorrectStrict, keyPhrasings } from '#shared/marking/index.ts'
import { sampleTranscripts } from '../../scripts/lib/transcript.ts'
import { sampleOutline, ROOT, sampleDocument } from './sample-documents.ts'

// Answer keys (issue 17): a typed answer is accepted in British and American spelling through
// the key's own alternatives, and no answer a key accepts is longer than the word limit its
// instructions and its recording's narration state.

const folders = (await contentFiles(`${ROOT}content/`)).map((file) => file.slice(`${ROOT}content/`.length).split('/')[0]!)
const documents = await Promise.all(folders.map(async (folder) => ({ folder, document: await sampleDocument(folder) })))

/** The typed questions of every sample (note and sentence completion), with their keys. */
const typed = documents.flatMap(({ folder, document }) =>
  sampleOutline(document).flatMap((group) =>
    group.questions.flatMap((question, i) =>
      question.type === 'mcq' ? [] : [{ folder, group, question, key: document.answerKey[group.keyIds[i]!]! }],
    ),
  ),
)

/** What a key accepts, as a student would type it: every alternative with its optional words kept or left out. */
const accepted = (key: string) => keyPhrasings(key).filter((phrasing) => !/[()]/.test(phrasing))
const wordCount = (answer: string) => answer.trim().split(/\s+/).length

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 }
/** "NO MORE THAN TWO WORDS" in a task's instructions or narration: 2; null when it states no limit. */
function wordLimit(text: string | undefined): number | null {
  const stated = /no more than (one|two|three|four|five|\d+) words?/i.exec(text ?? '')?.[1]?.toLowerCase()
  return stated === undefined ? null : (NUMBERS[stated] ?? Number(stated))
}

t.test('a listening note-completion task states its word limit, its narration says the same, and no key goes beyond it', async (t) => {
  const narrations = new Map(await Promise.all(folders.map(async (folder) => [folder, await sampleTranscripts(ROOT, folder).catch(() => new Map<string, string>())] as const)))
  const limited = typed.filter(({ question }) => question.type === 'noteCompletion' && wordLimit(question.instructions) !== null)
  t.ok(limited.length >= 30, `${limited.length} gaps with a word limit`)
  for (const { folder, group, question, key } of typed.filter(({ group, question }) => group.recording && question.type === 'noteCompletion')) {
    const limit = wordLimit(question.instructions)
    const where = `${folder} question ${question.id}`
    if (limit === null) {
      t.fail(`${where}: its instructions state no word limit`)
      continue
    }
    t.equal(wordLimit(narrations.get(folder)?.get(group.recording!.audioURL)), limit, `${where}: the narration states the same limit`)
    const tooLong = accepted(key).filter((answer) => wordCount(answer) > limit)
    t.same(tooLong, [], `${where}: "${key}" accepts nothing over ${limit} words`)
  }
  for (const { folder, question, key } of limited.filter(({ group }) => !group.recording)) {
    const limit = wordLimit(question.instructions)!
    t.same(accepted(key).filter((answer) => wordCount(answer) > limit), [], `${folder} question ${question.id}: within ${limit} words`)
  }
})

/** A word's British and American spellings, as patterns that find each (a word's start, and its end where it matters). */
const WORD_PAIRS: [british: string, american: string][] = [
  ['anaesth', 'anesth'],
  ['anaem', 'anem'],
  ['haem(?=[ao])', 'hem(?=[ao])'],
  ['oedema', 'edema'],
  ['oesophag', 'esophag'],
  ['oestrogen', 'estrogen'],
  ['foet(?=us|al)', 'fet(?=us|al)'],
  ['diarrhoea', 'diarrhea'],
  ['apnoea', 'apnea'],
  ['dyspnoea', 'dyspnea'],
  ['paediatric', 'pediatric'],
  ['orthopaedic', 'orthopedic'],
  ['gynaecolog', 'gynecolog'],
  ['ischaem', 'ischem'],
  ['leukaem', 'leukem'],
  ['colour(?=(s|ed|ing|less)?\\b)', 'color(?=(s|ed|ing|less)?\\b)'],
  ['tumour(?=s?\\b)', 'tumor(?=s?\\b)'],
  ['labour(?=(s|ed|ing)?\\b)', 'labor(?=(s|ed|ing)?\\b)'],
  ['behaviour', 'behavior'],
  ['centre', 'center'],
  ['litre', 'liter'],
  ['fibre', 'fiber'],
  ['hair drier', 'hair dryer'],
  ['hairdrier', 'hairdryer'],
  ['hair-drier', 'hair-dryer'],
]
/** The spelling itself, without the lookahead that tells where it ends. */
const plain = (pattern: string) => pattern.replace(/\(\?=.*\)$/, '')

/** The verbs spelt -ise in British and -ize in American English (and their -isation nouns). */
const IZE_STEMS = 'immun|individual|mobil|stabil|real|organ|hospital|catheter|recogn|minim|priorit|steril|special|emphas|summar|standard|visual|categor|anaesthet|anesthet'

/** [finds one spelling, the other spelling] for each direction: British to American and back. */
const SPELLINGS: [RegExp, string][] = [
  ...WORD_PAIRS.flatMap(([british, american]): [RegExp, string][] => [
    [new RegExp(`\\b${british}`, 'i'), plain(american)],
    [new RegExp(`\\b${american}`, 'i'), plain(british)],
  ]),
  [new RegExp(`\\b(${IZE_STEMS})is(e|ed|es|ing|ation|ations)\\b`, 'i'), '$1iz$2'],
  [new RegExp(`\\b(${IZE_STEMS})iz(e|ed|es|ing|ation|ations)\\b`, 'i'), '$1is$2'],
]

t.test('a typed answer is accepted in British and American spelling alike', async (t) => {
  let pairs = 0
  for (const { folder, question, key } of typed) {
    for (const answer of accepted(key)) {
      for (const [spelling, other] of SPELLINGS) {
        if (!spelling.test(answer)) continue
        const otherAnswer = answer.replace(spelling, other)
        pairs++
        t.ok(isCorrectStrict(otherAnswer, key), `${folder} question ${question.id}: "${key}" accepts "${otherAnswer}" beside "${answer}"`)
      }
    }
  }
  t.ok(pairs >= 5, `${pairs} spellings checked`)
})

t.test('the spelling check finds what it should, and only that', async (t) => {
  const respelt = (word: string) => SPELLINGS.filter(([spelling]) => spelling.test(word)).map(([spelling, other]) => word.replace(spelling, other))
  t.same(respelt('the hair drier'), ['the hair dryer'])
  t.same(respelt('hairdryer'), ['hairdrier'])
  t.same(respelt('immunisations'), ['immunizations'])
  t.same(respelt('individualized care plan'), ['individualised care plan'])
  t.same(respelt('haemoglobin'), ['hemoglobin'])
  t.same(respelt('oedema'), ['edema'])
  t.same(respelt('colour'), ['color'])
  for (const word of ['organism', 'colorectal cancer', 'hemisphere', 'fetch', 'peak flow meter', 'emphasis']) t.same(respelt(word), [], `${word}: one spelling`)
})
