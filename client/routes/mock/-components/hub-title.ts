/** The mock tests hub's title, shared by its route (on a failed load) and its lazily loaded page. */
export const TITLE = 'Mock tests'
