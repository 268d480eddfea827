import t from 'tap'
import { readdir } from 'node:fs/promises'
import { sampleTranscripts } from '../../scripts/lib/transcript.ts'
import { sampleOutline, ROOT, sampleDocument } from './sample-documents.ts'

// The review teaches (issue 17): every question of the sample listening and reading tests
// explains its answer, and every recording has its transcript, the one its audio is made from.

const folders = (await readdir(`${ROOT}content`, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
const kinds = new Map(await Promise.all(folders.map(async (folder) => [folder, (await sampleDocument(folder)).kind] as const)))
const TAUGHT = folders.filter((folder) => ['listening', 'oet-listening', 'oet-reading', 'mock'].includes(kinds.get(folder)!))
const RECORDED = folders.filter((folder) => ['listening', 'oet-listening', 'mock'].includes(kinds.get(folder)!))

t.test('every listening and reading question of the samples has an explanation', async (t) => {
  for (const folder of TAUGHT) {
    const questions = sampleOutline(await sampleDocument(folder)).flatMap((group) => group.questions)
    t.ok(questions.length >= 17, `${folder}: ${questions.length} questions`)
    const without = questions.filter((question) => !question.explanation?.trim()).map((question) => question.id)
    t.same(without, [], `${folder}: every question explains its answer`)
  }
})

t.test('every recording of the listening samples has the transcript of the script its audio is made from', async (t) => {
  for (const folder of RECORDED) {
    const scripts = await sampleTranscripts(ROOT, folder)
    const recordings = sampleOutline(await sampleDocument(folder)).flatMap((group) => (group.recording ? [group.recording] : []))
    t.ok(recordings.length >= 3, `${folder}: ${recordings.length} recordings`)
    for (const recording of recordings) {
      t.ok(recording.transcript?.trim(), `${folder} ${recording.audioURL}: a transcript`)
      t.equal(recording.transcript, scripts.get(recording.audioURL), `${folder} ${recording.audioURL}: as its script says (npm run content:transcripts)`)
    }
  }
})

t.test('every listening question of the samples says where in its recording its answer is, within the recording', async (t) => {
  for (const folder of RECORDED) {
    for (const group of sampleOutline(await sampleDocument(folder))) {
      const recording = group.recording
      if (!recording) continue
      const without = group.questions.filter((question) => !recording.answerStretches?.[question.id]).map((question) => question.id)
      t.same(without, [], `${folder} ${group.title}: every question has its stretch (npm run content:answer-stretches)`)
      for (const [id, stretch] of Object.entries(recording.answerStretches ?? {})) {
        t.ok(stretch.endSeconds - stretch.startSeconds >= 1 && stretch.endSeconds - stretch.startSeconds <= 90, `${folder} question ${id}: a stretch of ${stretch.startSeconds}-${stretch.endSeconds} s`)
      }
    }
  }
})
