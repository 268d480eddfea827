import t from 'tap'
import { testLaunchSearch, validateTestLaunch, withLaunchDefaults } from '#client/lib/test-launch.ts'

t.test('a launch survives the URL both ways', async (t) => {
  for (const launch of [
    { mode: 'simulation' as const },
    { mode: 'practice' as const, minutes: 20 },
    { mode: 'practice' as const, minutes: 'no-limit' as const, parts: ['partA' as const, 'partC' as const] },
  ]) {
    t.same(validateTestLaunch(testLaunchSearch(launch)), launch)
  }
})

t.test('odd search values fall back to the defaults instead of breaking the screen', async (t) => {
  t.same(validateTestLaunch({ mode: 'exam', minutes: '-3', parts: 'partZ' }), {})
  t.same(withLaunchDefaults(validateTestLaunch({ minutes: '9999' })), { mode: 'practice' })
  t.same(validateTestLaunch({ parts: 'partC,partA' }).parts, ['partA', 'partC'], 'parts run in their order')
  t.same(validateTestLaunch({ parts: ['partB', 7] }).parts, ['partB'], 'the list the router writes back reads the same')
})
