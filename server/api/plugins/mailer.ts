import fp from 'fastify-plugin'

export interface Mail {
  to: string
  subject: string
  text: string
}
export interface Mailer {
  send(mail: Mail): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

/** Mail through SMTP_URL; without one, each mail goes to the log so a single machine still works. */
export default fp<{ smtpUrl?: string | undefined; from: string }>(
  async (app, { smtpUrl, from }) => {
    if (!smtpUrl) {
      app.decorate('mailer', {
        send: async (mail: Mail) => app.log.info({ mail }, 'email (no SMTP_URL set, so logged instead of sent)'),
      })
      return
    }
    // Loaded only when mail is sent through SMTP: a single machine without it never needs it.
    const { default: nodemailer } = await import('nodemailer')
    const transport = nodemailer.createTransport(smtpUrl)
    app.decorate('mailer', { send: async (mail: Mail) => void (await transport.sendMail({ from, ...mail })) })
    app.addHook('onClose', async () => transport.close())
  },
  { name: 'mailer' },
)
