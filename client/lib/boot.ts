import type { User } from '#shared/auth/schema.ts'

/** What a form post handled on the server sends back to the page it re-renders. */
export interface FormFlash {
  form: string
  message: string
  values: Record<string, string>
}

/** The page's own data, written into the HTML by the server and read once by the client. */
export interface BootData {
  user: User | null
  csrfToken: string
  assets: { scripts: string[]; styles: string[]; formGuard: string }
  flash?: FormFlash | undefined
}

export const BOOT_ELEMENT_ID = 'oet-boot'

/** JSON that is safe inside a <script> element: no "</script>" or HTML comment can close it. */
export const serializeBoot = (boot: BootData): string =>
  JSON.stringify(boot).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')

export function readBoot(): BootData {
  const element = document.getElementById(BOOT_ELEMENT_ID)
  return JSON.parse(element?.textContent ?? 'null') as BootData
}
