/**
 * What each score of each OET criterion means, shown to the student beside the evaluator's score
 * (issue 18). Our own short wording, paraphrasing the band descriptors the OET publishes for its
 * writing and speaking criteria (docs/decisions/0053): not the OET's text.
 * Each list is indexed by score, from 0 to the criterion's maximum.
 */
import type { EvaluatedSkill } from './criteria.ts'

const WRITING: Record<string, readonly string[]> = {
  purpose: [
    'The reason for writing cannot be found in the letter.',
    'The purpose is only hinted at; the reader has to work it out.',
    'The purpose is stated but late, or without the detail the reader needs to act.',
    'The purpose is clear at once and expanded enough for the reader to act on it.',
  ],
  content: [
    'Almost nothing from the case notes that the reader needs.',
    'Most key information is missing or wrong.',
    'Several key points are missing or inaccurate; the reader cannot rely on the letter.',
    'Some key information is missing or misrepresented, or a lot of unneeded detail crowds it.',
    'Most key information is there, with a gap or an inaccuracy, or some unneeded detail.',
    'The key information is there and accurate, with minor gaps or a little unneeded detail.',
    'All key information is there and accurate; only small slips in what was chosen.',
    'All the key information the reader needs, accurate and well chosen for this reader.',
  ],
  conciseness: [
    'No relevant information can be made out.',
    'Mostly irrelevant or confusing; the reader cannot find what matters.',
    'Much irrelevant detail, or so brief that the point is lost.',
    'Noticeably too long or too short; the reader has to search for key points.',
    'Mostly focused, with some detail the reader does not need or some unclear summarising.',
    'Focused and clear, with a little unnecessary detail.',
    'Concise and clear; the reader gets what matters quickly with very few distractions.',
    'Every sentence earns its place; the key points stand out at once.',
  ],
  genre: [
    'Not written as a letter to a healthcare professional.',
    'Register and tone do not suit the reader at all.',
    'Often too informal or too technical for the reader; little sense of the genre.',
    'Register or tone slip in several places; some wording is wrong for the reader.',
    'Mostly appropriate, with some lapses in register, tone or technical wording.',
    'Appropriate register and tone, with occasional lapses.',
    'Professional throughout; technical language pitched well for the reader.',
    'Fully professional and suited to the reader and purpose in every part.',
  ],
  organisation: [
    'No recognisable organisation or letter layout.',
    'Information is scattered; the layout hardly resembles a letter.',
    'Little logical order; paragraphs, if any, do not group related points.',
    'Some order, but related information is split up or the layout is weak.',
    'Generally organised and laid out as a letter, with some poorly grouped points.',
    'Well organised and laid out, with a few sequencing or paragraphing weaknesses.',
    'Clear, logical order with well-formed paragraphs and a correct letter layout.',
    'Skilfully organised: each paragraph has one job and the layout is faultless.',
  ],
  language: [
    'Language too limited to carry any meaning.',
    'Frequent errors make most of the letter hard to understand.',
    'Many errors in grammar, vocabulary, spelling or punctuation often obscure meaning.',
    'Errors are frequent and sometimes get in the way of meaning.',
    'Errors are noticeable but rarely stop the reader understanding.',
    'Good control with occasional errors that do not affect meaning.',
    'Accurate and varied, with only rare slips.',
    'Precise, natural and accurate throughout.',
  ],
}

/** Intelligibility, Fluency, Appropriateness and Grammar share one shape of scale: 0 to 6. */
const SPEAKING: Record<string, readonly string[]> = {
  intelligibility: [
    'Speech cannot be understood.',
    'Very hard to understand; pronunciation strains the listener throughout.',
    'Often hard to understand; many words need effort from the listener.',
    'Understandable with effort; pronunciation features often distract.',
    'Easy to understand in most places; some features distract occasionally.',
    'Easily understood; only a few minor features of pronunciation stand out.',
    'Always easy to understand; pronunciation, stress and intonation support meaning.',
  ],
  fluency: [
    'No connected speech.',
    'Speech is fragmented by long pauses and restarts.',
    'Frequent hesitation and repetition make the conversation hard to follow.',
    'Uneven pace; hesitation often interrupts the flow.',
    'Generally even pace with some noticeable hesitation.',
    'Smooth and even, with occasional hesitation.',
    'Natural, even pace throughout; pauses only where a speaker would choose them.',
  ],
  appropriateness: [
    'Language unsuited to a patient conversation.',
    'Wording and tone often unsuitable for the patient or the situation.',
    'Frequent jargon or unsuitable register; explanations often miss the patient.',
    'Some suitable language, with noticeable lapses in register or unexplained jargon.',
    'Mostly appropriate, with some lapses in register or jargon.',
    'Appropriate and clear for the patient, with minor lapses.',
    'Consistently suited to the patient: plain words, right register, sensitive tone.',
  ],
  grammar: [
    'Too little language to judge.',
    'Very limited grammar and vocabulary; errors prevent communication.',
    'Limited range; frequent errors often obscure meaning.',
    'Adequate range for simple ideas; errors are frequent.',
    'Sufficient range with noticeable errors that rarely obscure meaning.',
    'Good range and control; occasional errors.',
    'Wide, flexible range used accurately and naturally.',
  ],
  relationship: [
    'Little or no attempt to build rapport; the patient may feel dismissed.',
    'Some attempt at rapport, but respect, empathy or non-judgemental attitude is often missing.',
    'Rapport is generally built: respectful, empathic, with occasional lapses.',
    'Rapport built throughout: respectful, empathic and supportive from start to finish.',
  ],
  perspective: [
    "The patient's ideas, concerns and expectations are not explored.",
    "Some of the patient's concerns are picked up, but rarely explored or used.",
    "The patient's perspective is explored and mostly taken into account.",
    "The patient's ideas, concerns and expectations are explored and woven into the conversation.",
  ],
  structure: [
    'No discernible structure; the conversation drifts.',
    'Some order, but stages are unclear and topics jump.',
    'Mostly well structured, with some unclear transitions.',
    'Clear, logical structure with signposted stages throughout.',
  ],
  gathering: [
    'Little relevant information gathered; questioning is unsuitable.',
    'Some information gathered, with leading, compound or poorly sequenced questions.',
    'Relevant information gathered with mostly suitable questions; some missed follow-up.',
    'Well-chosen open and closed questions; the patient is listened to, summarised and checked.',
  ],
  giving: [
    'Information is unclear, missing or inaccurate for the patient.',
    "Some information is given, without checking what the patient knows or understood.",
    "Information is clear and mostly pitched to the patient, with some checking of understanding.",
    "Information is clear, well chunked, pitched to what the patient knows and checked for understanding.",
  ],
}

const DESCRIPTORS: Record<EvaluatedSkill, Record<string, readonly string[]>> = { writing: WRITING, speaking: SPEAKING }

/** What `score` on criterion `criterionId` of the skill means, or undefined for a score outside its scale. */
export function descriptorFor(skill: EvaluatedSkill, criterionId: string, score: number): string | undefined {
  return DESCRIPTORS[skill][criterionId]?.[score]
}

