import t from 'tap'
import { REGION_MIN_SIZE } from '#shared/evaluation/anchored-comments.ts'
import { defaultRegion, isMarkable, nudged, regionBetween, regionText } from './region-geometry.ts'

t.test('a drag covers the area between its ends, whichever way it went, kept on the page', async (t) => {
  t.same(regionBetween(1, { x: 0.6, y: 0.5 }, { x: 0.2, y: 0.3 }), { file: 1, x: 0.2, y: 0.3, width: 0.4, height: 0.2 })
  t.same(regionBetween(0, { x: -0.2, y: 0.9 }, { x: 0.5, y: 1.3 }), { file: 0, x: 0, y: 0.9, width: 0.5, height: 0.1 })
  t.notOk(isMarkable(regionBetween(0, { x: 0.5, y: 0.5 }, { x: 0.5, y: 0.5 })), 'a click marks nothing')
  t.ok(isMarkable(defaultRegion(0)))
})

t.test('arrow keys move the area, with Shift resize it, never off the page or below the smallest', async (t) => {
  const start = defaultRegion(0)
  t.same(nudged(start, 'ArrowRight', false), { ...start, x: 0.12 })
  t.same(nudged(start, 'ArrowDown', true), { ...start, height: 0.14 })
  t.equal(nudged(start, 'Enter', false), null)
  let region = start
  for (let i = 0; i < 80; i += 1) region = nudged(region, 'ArrowRight', false)!
  t.same(region, { ...start, x: 0.2 }, 'stops at the right edge')
  for (let i = 0; i < 80; i += 1) region = nudged(region, 'ArrowUp', true)!
  t.equal(region.height, REGION_MIN_SIZE, 'shrinks no further than a comment allows')
  for (let i = 0; i < 80; i += 1) region = nudged(region, 'ArrowRight', true)!
  t.equal(region.x + region.width, 1, 'grows no further than the page')
})

t.test('how an area is read out', async (t) => {
  t.equal(regionText(defaultRegion(0)), '10% from the left, 40% from the top, 80% wide, 12% high')
})
