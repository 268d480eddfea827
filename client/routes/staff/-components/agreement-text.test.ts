import t from 'tap'
import { differenceText, monthText, pairsText, percentText } from './agreement-text.ts'

t.test('figures in words: signed differences to one decimal, whole percentages, months in UTC', async (t) => {
  t.same([differenceText(1.25), differenceText(-0.34), differenceText(0.04), differenceText(-0.04), differenceText(2)], ['+1.3', '−0.3', '0.0', '0.0', '+2.0'])
  t.same([percentText(0), percentText(0.456), percentText(1)], ['0%', '46%', '100%'])
  t.equal(monthText('2026-03'), 'Mar 2026')
  t.same([pairsText(1), pairsText(4)], ['1 pair', '4 pairs'])
})
