import 'server-only'
import nodemailer, { type Transporter } from 'nodemailer'
import { getEnv } from '@/lib/platform/env'
import { siteConfig } from '@/lib/site/config'

/**
 * The one sender of the site's e-mails, through SMTP_URL (nodemailer); none are sent when it is
 * unset. Every e-mail is a job of the queue (lib/leads/jobs) and carries a Message-ID made from
 * the job's key, the same on every attempt and in every process: a mailbox folds a repeat (an
 * attempt sent just before its worker died, sent again after the take-over) into one message.
 */

const transports = new Map<string, Transporter>()

function transportFor(url: string): Transporter {
  let transport = transports.get(url)
  if (!transport) {
    const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }
    transport = nodemailer.createTransport({ url, ...timeouts } as Parameters<typeof nodemailer.createTransport>[0])
    transports.set(url, transport)
  }
  return transport
}

export function mailSettings() {
  const { SMTP_URL, MAIL_FROM, LEAD_NOTIFY_TO, siteUrl } = getEnv()
  return {
    smtpUrl: SMTP_URL,
    from: MAIL_FROM ?? `${siteConfig.name} <no-reply@${new URL(siteUrl).hostname}>`,
    to: (LEAD_NOTIFY_TO ?? siteConfig.email)
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  }
}

/**
 * The Message-ID of the e-mail of the job with `key`: `<key@site host>`, the key's characters that
 * a Message-ID cannot hold (":" and spaces among them) written as dots.
 */
export function messageIdFor(key: string): string {
  const local = key.replace(/[^A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+/g, '.').replace(/^\.+|\.+$/g, '')
  return `<${local}@${new URL(getEnv().siteUrl).hostname}>`
}

export interface OutgoingMail {
  subject: string
  text: string
  html: string
  replyTo?: string
  /** From messageIdFor(job key). */
  messageId?: string
}

/** To the staff addresses of LEAD_NOTIFY_TO, or to the staff members given (one's morning digest). */
export async function sendStaffMail(mail: OutgoingMail, recipients?: string[]): Promise<void> {
  await sendMail({ ...mail, to: recipients ?? mailSettings().to })
}

/** An e-mail to a customer (a quote): to their address, with the agent to reply to and its attachments. */
export interface CustomerMail extends OutgoingMail {
  to: string
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

export async function sendCustomerMail(mail: CustomerMail): Promise<void> {
  await sendMail(mail)
}

async function sendMail(mail: OutgoingMail & { to: string | string[]; attachments?: CustomerMail['attachments'] }) {
  const { smtpUrl, from } = mailSettings()
  if (!smtpUrl) throw new Error('SMTP_URL is not set')
  await transportFor(smtpUrl).sendMail({ from, ...mail })
}
