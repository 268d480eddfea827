/** The speaking hub's title, shared by its route (on a failed load) and its lazily loaded page. */
export const TITLE = 'Speaking tests'
