/**
 * Every SMS and e-mail leaves through here. Each message is recorded in the
 * outbox table; with no provider configured it is also written as one line
 * (`[outbox] sms to …` / `[outbox] email to …`) to DATA_DIR/outbox.log, so
 * operators and tests can read codes and links. That file is the delivery
 * channel of an installation without providers, not the server's log: the
 * log (app/platform/log.server.ts) says only that a message was stored, sent
 * or failed, to whom (masked), never its text.
 * SMTP_URL switches e-mail to SMTP (nodemailer);
 * SMS_GATEWAY_URL switches SMS to an HTTP gateway (JSON POST {to, text}).
 *
 * Once a provider handles a message, its recipient is the only one who may
 * read its sign-in codes and reset or verification links: the outbox copy
 * (which administrators can read) has them replaced by "[redacted]". Without a
 * provider the outbox is the only way the message reaches anyone, so it keeps
 * the full text.
 */
import fs from "node:fs";
import path from "node:path";
import { db } from "./db.server";
import { env } from "./env.server";
import { log, maskRecipient } from "./log.server";
import { messagesSent } from "./metrics.server";
import { outbox } from "./schema";

/** Where messages without a provider are written, one line each: the outbox's readable copy. */
export function outboxFile(): string {
  return path.join(env.dataDir, "outbox.log");
}

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
    await fs.promises.mkdir(path.dirname(outboxFile()), { recursive: true });
    await fs.promises.appendFile(outboxFile(), `${line.replace(/\r?\n/g, " ")}\n`, { mode: 0o600 });
    messagesSent.inc({ channel: message.channel, transport: "outbox", outcome: "stored" });
    log.info(
      { channel: message.channel, to: maskRecipient(message.to), transport: "outbox", outcome: "stored" },
      `${message.channel === "email" ? "E-mail" : "SMS"} stored in the outbox (no provider is configured)`,
    );
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
    messagesSent.inc({ channel: message.channel, transport: transport.name, outcome: "sent" });
    log.info(
      { channel: message.channel, to: maskRecipient(message.to), transport: transport.name, outcome: "sent" },
      `${message.channel === "email" ? "E-mail" : "SMS"} sent`,
    );
    await db.insert(outbox).values({
      channel: message.channel,
      recipient: message.to,
      subject,
      body,
      transport: transport.name,
      status: "sent",
    });
  } catch (error) {
    messagesSent.inc({ channel: message.channel, transport: transport.name, outcome: "failed" });
    log.error(
      {
        channel: message.channel,
        to: maskRecipient(message.to),
        transport: transport.name,
        outcome: "failed",
        err: error,
      },
      `${message.channel === "email" ? "E-mail" : "SMS"} could not be sent`,
    );
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
