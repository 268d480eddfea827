import { useMatches } from '@tanstack/react-router'

/** The static data of an exam screen's route: without the site's navigation (decision 0038). */
export const EXAM_SCREEN = { exam: true } as const

/** Whether the page shown is an exam screen; the same on the server's render and in the browser. */
export const useExamScreen = (): boolean => useMatches({ select: (matches) => matches.some((match) => match.staticData.exam === true) })
