import type { ReactNode } from 'react'

/** The public pages' layout: the product's name and one card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="auth">
      <main id="main" className="auth-main">
        <p className="auth-brand">
          <span className="brand-mark" aria-hidden="true">
            O
          </span>
          OET Prep
        </p>
        <section className="card auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title">{title}</h1>
          {children}
        </section>
        <p className="auth-tagline">Practice for the Occupational English Test, at your own pace.</p>
      </main>
    </div>
  )
}
