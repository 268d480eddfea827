import { Client } from 'undici'
import { CHECKS_PER_MINUTE } from '#api/modules/letter-checks/routes.ts'
import { NURSING_LETTER_HEAD } from '../../letters.ts'
import { quantile } from '../fire.ts'
import { formatMs, type BenchCase } from '../runner.ts'
import { firstPublishedTest, registerStudent } from '../student.ts'

/** Issue 35's ceiling for one letter's checks, warm, in ms. */
const TARGET_P99_MS = 200
const WARMUP = 10
const STUDENTS = 4

/**
 * A 250-word referral with a few mistakes of each kind (a misspelling, an American spelling, a
 * contraction, an informal phrase, a closing that does not match): a letter a student checks.
 */
const LETTER = `${NURSING_LETTER_HEAD}

I am writing to refer Mr Ashworth, an 82-year-old widower who lives alone, who is being discharged home today after treatment for cellulitis of his left lower leg secondary to an infected venous ulcer. He is allergic to penicillin and doesn't like strangers fussing over him.

The ulcer on his left medial ankle now measures 3.5 x 2.5 cm and is granulating, with moderate serous exudate and some edema. Please change the silver alginate dressing every two to three days and measure the ulcer weekly. His ABPI was 0.92, so compression bandaging may begin once the infection has resolved. Please monitor for spreading redness or other signs of recurrent infection.

He will recieve oral clindamycin 450 mg three times daily until 16/03/2025. Gliclazide has been added for his type 2 diabetes, but he is unsure of the symptoms of hypoglycaemia and rarely checked his blood glucose before admission, so I would be grateful if you could reinforce this education and check his meter readings.

He walks with a four-wheeled walker and needs supervision on steps. A shower chair and rail are being installed. He has lost 6 kg and has lots of difficulty cooking for himself, but he declined Meals on Wheels. His mood is sometimes low.

He will see his GP, Dr Banerjee, on 19/03/2025 and the vascular clinic afterwards. Please contact me if you require further information.

Yours faithfully,

Registered Nurse
Ward 6B, Millbrook General Hospital`

/**
 * POST /api/writing-tests/{testId}/checks on the app child's API host, one letter at a time as
 * students press "Check my letter", after a warm-up (the dictionaries are read on the first check).
 * Several students, each within the call's limit per minute.
 */
export const letterChecksCase: BenchCase = {
  name: 'letter checks (250-word letter)',
  async run(context) {
    const { ports } = await context.app()
    const tokens = await Promise.all(Array.from({ length: STUDENTS }, (_, i) => registerStudent(ports, `Bench Letter ${i}`)))
    const test = await firstPublishedTest(ports, tokens[0]!, '/api/oet-writing-tests')
    const client = new Client(`http://127.0.0.1:${ports.api}`)
    const body = JSON.stringify({ letter: LETTER })
    const check = async (token: string) => {
      const started = performance.now()
      const answer = await client.request({
        method: 'POST',
        path: `/api/writing-tests/${test.id}/checks`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      })
      await answer.body.text()
      if (answer.statusCode !== 200) throw new Error(`checks answered ${answer.statusCode}`)
      return performance.now() - started
    }
    const first = await check(tokens[0]!)
    for (let i = 1; i < WARMUP; i++) await check(tokens[0]!)
    const times: number[] = []
    for (const [index, token] of tokens.entries()) {
      const calls = CHECKS_PER_MINUTE - (index === 0 ? WARMUP : 0)
      for (let i = 0; i < calls; i++) times.push(await check(token))
    }
    await client.close()
    times.sort((a, b) => a - b)
    const p99 = quantile(times, 0.99)
    return [
      { figure: 'letter checks: first check (dictionaries read)', value: formatMs(first), target: '', ratio: '', status: '' },
      { figure: 'letter checks: median, warm', value: formatMs(quantile(times, 0.5)), target: '', ratio: '', status: '' },
      {
        figure: `letter checks: p99, warm (${times.length} checks)`,
        value: formatMs(p99),
        target: `< ${TARGET_P99_MS} ms`,
        ratio: '',
        status: p99 < TARGET_P99_MS ? 'ok' : 'missed',
      },
    ]
  },
}
