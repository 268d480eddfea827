import { useCallback, type RefCallback } from 'react'

/** Marks the part of an exam bar that stays in view on a phone: the clock, the save state, the moves. */
export const KEPT_CLASS = 'exam-bar-kept'

/**
 * An exam screen's sticky bar, on a phone, keeps only its last rows in view (the clock, what the
 * autosave is doing, the moves): the rows above them (the titles, the text size) scroll away with
 * the page and come back at its top, so a 320 px screen with Large text still shows the passage.
 * The CSS (.exam-bar, exam-bar.css) sticks the bar at minus the height of those rows. This measures
 * them again whenever the bar's size changes (a title that wraps, a turned phone) and sets on the
 * screen (the bar's parent, so what sticks under the bar can sit right below it):
 *   --exam-bar-away: how far the bar scrolls before it sticks;
 *   --exam-bar-kept: how much of it stays in view once it sticks;
 *   --exam-bar-height: all of it, for wider screens, where it all stays.
 */
export function useScrollAwayBar(): RefCallback<HTMLElement> {
  return useCallback((bar: HTMLElement | null) => {
    const screen = bar?.parentElement
    if (!bar || !screen) return
    const measure = () => {
      const tops = [...bar.querySelectorAll(`.${KEPT_CLASS}`)].map((kept) => kept.getBoundingClientRect().top)
      const { top, bottom } = bar.getBoundingClientRect()
      // The gap above what is kept stays in view, as its top margin.
      const gap = parseFloat(getComputedStyle(bar).rowGap) || 0
      const away = tops.length === 0 ? 0 : Math.max(0, Math.min(...tops) - top - gap)
      screen.style.setProperty('--exam-bar-away', `${away}px`)
      screen.style.setProperty('--exam-bar-kept', `${bottom - top - away}px`)
      screen.style.setProperty('--exam-bar-height', `${bottom - top}px`)
    }
    const observer = new ResizeObserver(measure)
    observer.observe(bar)
    return () => {
      observer.disconnect()
      screen.style.removeProperty('--exam-bar-away')
      screen.style.removeProperty('--exam-bar-kept')
      screen.style.removeProperty('--exam-bar-height')
    }
  }, [])
}
