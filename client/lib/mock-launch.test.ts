import t from 'tap'
import { mockLaunchHref, mockLaunchSearch, validateMockLaunch } from '#client/lib/mock-launch.ts'

t.test('a mock launch survives the URL both ways', async (t) => {
  for (const launch of [
    { mode: 'simulation' as const },
    { mode: 'practice' as const, minutes: 20, sections: ['listening' as const, 'speaking' as const] },
    { mode: 'simulation' as const, sections: ['writing' as const] },
  ]) {
    t.same(validateMockLaunch(mockLaunchSearch(launch)), launch)
  }
})

t.test('sections run in the mock order, unknown ones are dropped, none means all', async (t) => {
  t.same(validateMockLaunch({ sections: 'speaking,listening,art' }).sections, ['listening', 'speaking'])
  t.same(validateMockLaunch({ sections: ['reading', 3] }).sections, ['reading'], 'the list the router writes back reads the same')
  t.same(validateMockLaunch({ sections: 'art', parts: 'partA' }), {})
  t.equal(mockLaunchHref('m 1', { mode: 'practice', minutes: 5, sections: ['reading'] }), '/mock-test/m%201?mode=practice&minutes=5&sections=reading')
})
