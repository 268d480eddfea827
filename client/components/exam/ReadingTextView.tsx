import { useId } from 'react'
import type { ReadingText } from '#shared/reading/schema.ts'
import { Heading, subLevel, type HeadingLevel } from '#client/components/exam/Heading.tsx'
import { ReadingTable } from '#client/components/exam/ReadingTable.tsx'
import { TextImage } from '#client/components/exam/TextImage.tsx'

export interface ReadingTextViewProps {
  text: ReadingText
  /** Level of the text's title; 3 by default (under a part's h2). Table headings go one below. */
  headingLevel?: HeadingLevel | undefined
}

/**
 * A text of a reading part (also shown in listening parts): title, paragraphs, then the optional
 * image and tables, in the order SPEC.md section 3 lists them. Wrap it in <Highlightable> for
 * highlight-on-select.
 */
export function ReadingTextView({ text, headingLevel = 3 }: ReadingTextViewProps) {
  const titleId = useId()
  return (
    <article className="exam-text" aria-labelledby={text.title ? titleId : undefined}>
      {text.title && (
        <Heading level={headingLevel} id={titleId} className="exam-text-title">
          {text.title}
        </Heading>
      )}
      {text.paragraphs.map((paragraph, index) => (
        <p key={index} className="exam-text-paragraph">
          {paragraph}
        </p>
      ))}
      {text.imageUrl && <TextImage src={text.imageUrl} alt={imageAlt(text.title)} />}
      {text.tables?.map((table, index) => (
        <ReadingTable key={index} table={table} headingLevel={subLevel(headingLevel)} />
      ))}
    </article>
  )
}

/** The content gives no alt text, so the image is named after the text it illustrates. */
export const imageAlt = (title: string): string => (title ? `Figure for ${title}` : 'Figure for this text')
