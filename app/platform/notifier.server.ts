/**
 * Every SMS and e-mail leaves through here. Each message is recorded in the
 * outbox table; with no provider configured it is also printed as one log line
 * (`[outbox] sms to …` / `[outbox] email to …`) so operators and tests can read
 * codes and links. SMTP_URL switches e-mail to SMTP (nodemailer);
 * SMS_GATEWAY_URL switches SMS to an HTTP gateway (JSON POST {to, text}).
 *
 * Once a provider handles a message, its recipient is the only one who may
 * read its sign-in codes and reset or verification links: the outbox copy
 * (which administrators can read) has them replaced by "[redacted]". Without a
 * provider the outbox is the only way the message reaches anyone, so it keeps
 * the full text.
 */
import { db } from "./db.server";
import { outbox } from "./schema";

export type Message = (
  { channel: "email"; to: string; subject: string; text: string } | { channel: "sms"; to: string; text: string }
) & {
  /** Parts of the text that grant access (codes, links with tokens): redacted in the outbox copy of a delivered message. */
  secrets?: string[];
};

export const REDACTED = "[redacted]";

function redact(text: string, secrets: string[] = []): string {
  // Longest first, so a link is replaced whole before a token inside it could be.
  const ordered = secrets.filter(Boolean).sort((a, b) => b.length - a.length);
  return ordered.reduce((result, secret) => result.split(secret).join(REDACTED), text);
}

type Transport = { name: string; send(message: Message): Promise<void> };

function emailTransport(): Transport | null {
  const url = process.env.SMTP_URL;
  if (!url) return null;
  const from = process.env.MAIL_FROM ?? "Nivaas <no-reply@nivaas.in>";
  let transporter: import("nodemailer").Transporter | undefined;
  return {
    name: "smtp",
    async send(message) {
      if (message.channel !== "email") return;
      const nodemailer = await import("nodemailer");
      transporter ??= nodemailer.createTransport(url);
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

function smsTransport(): Transport | null {
  const url = process.env.SMS_GATEWAY_URL;
  if (!url) return null;
  return {
    name: "http",
    async send(message) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(process.env.SMS_GATEWAY_TOKEN ? { authorization: `Bearer ${process.env.SMS_GATEWAY_TOKEN}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

export async function notify(message: Message): Promise<void> {
  const transport = message.channel === "email" ? emailTransport() : smsTransport();
  const subject = message.channel === "email" ? message.subject : null;
  if (!transport) {
    const line =
      message.channel === "email"
        ? `[outbox] email to ${message.to}: ${message.subject} | ${message.text}`
        : `[outbox] sms to ${message.to}: ${message.text}`;
    console.log(line.replace(/\r?\n/g, " "));
    await db.insert(outbox).values({
      channel: message.channel,
      recipient: message.to,
      subject,
      body: message.text,
      transport: "outbox",
      status: "stored",
    });
    return;
  }
  // Failed deliveries too: a retry sends a new message, the copy is only a record.
  const body = redact(message.text, message.secrets);
  try {
    await transport.send(message);
    await db.insert(outbox).values({
      channel: message.channel,
      recipient: message.to,
      subject,
      body,
      transport: transport.name,
      status: "sent",
    });
  } catch (error) {
    await db.insert(outbox).values({
      channel: message.channel,
      recipient: message.to,
      subject,
      body,
      transport: transport.name,
      status: "failed",
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}
