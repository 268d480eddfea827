import t from 'tap'
import { criteriaFor } from './criteria.ts'
import { descriptorFor } from './descriptors.ts'

t.test('every score of every criterion has its own descriptor, and none beyond the scale', async (t) => {
  for (const skill of ['writing', 'speaking'] as const) {
    for (const criterion of criteriaFor(skill)) {
      const texts = Array.from({ length: criterion.max + 1 }, (_, score) => descriptorFor(skill, criterion.id, score))
      t.ok(texts.every((text) => typeof text === 'string' && text.length > 10), `${skill} ${criterion.id}: 0 to ${criterion.max}`)
      t.equal(new Set(texts).size, texts.length, `${skill} ${criterion.id}: each level says something different`)
      t.equal(descriptorFor(skill, criterion.id, criterion.max + 1), undefined)
    }
  }
  t.equal(descriptorFor('writing', 'fluency', 3), undefined, 'a speaking criterion is not a writing one')
})
