import type { ReactNode } from 'react'

export type HeadingLevel = 2 | 3 | 4 | 5 | 6

/** The level for headings one step below `level` (h6 is as deep as HTML goes). */
export const subLevel = (level: HeadingLevel): HeadingLevel => (level === 6 ? 6 : ((level + 1) as HeadingLevel))

/** A heading at the level the screen around it needs (a part's blocks sit under its h2 or h3). */
export function Heading({ level, className, id, children }: { level: HeadingLevel; className?: string; id?: string; children: ReactNode }) {
  const Tag = `h${level}` as const
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  )
}
