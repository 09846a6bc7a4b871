process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
/**
 * Once a real provider (SMS gateway, SMTP) carries a message, only its
 * recipient reads its codes and links: the outbox copy administrators can
 * read has them redacted. Without a provider the outbox keeps the full text.
 */
import type { AddressInfo } from "node:net";
import http from "node:http";
import { desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { callAuthEndpoint } from "#app/web/auth-endpoints.server";
import { db } from "#app/platform/db.server";
import { outbox } from "#app/platform/schema";
import { updateSettings } from "#app/domain/site/settings.server";
import { useTestDatabase } from "../helpers/database";

const smtpSent = vi.hoisted(() => [] as { to: string; text: string }[]);
vi.mock("nodemailer", () => ({
  createTransport: () => ({
    sendMail: async (mail: { to: string; text: string }) => {
      smtpSent.push(mail);
    },
  }),
}));

useTestDatabase();

const ORIGIN = "http://127.0.0.1:3000";
const formRequest = () => new Request(`${ORIGIN}/login`, { method: "POST", headers: { origin: ORIGIN } });
let clientCounter = 0;
const newClient = () => `10.9.0.${++clientCounter}`;

const gatewayReceived: { to: string; text: string }[] = [];
let gatewayStatus = 200;
const gateway = http.createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    gatewayReceived.push(JSON.parse(body));
    response.writeHead(gatewayStatus).end();
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  await updateSettings({ requireEmailVerification: true });
});
afterAll(() => new Promise((resolve) => gateway.close(resolve)));
afterEach(() => {
  delete process.env.SMS_GATEWAY_URL;
  delete process.env.SMTP_URL;
  gatewayStatus = 200;
});

function useGateway() {
  process.env.SMS_GATEWAY_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
}

async function lastTo(recipient: string) {
  const [row] = await db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));
  return row;
}

describe("outbox copies of delivered messages", () => {
  it("an OTP sent through the SMS gateway reaches the gateway whole; the outbox copy has no code", async () => {
    useGateway();
    const sent = await callAuthEndpoint(formRequest(), newClient(), "/phone-number/send-otp", {
      phoneNumber: "+919200000001",
    });
    expect(sent.ok).toBe(true);
    const code = gatewayReceived.at(-1)!.text.match(/\b(\d{6})\b/)![1];
    const stored = await lastTo("+919200000001");
    expect(stored).toMatchObject({ transport: "http", status: "sent" });
    expect(stored.body).not.toContain(code);
    expect(stored.body).toMatch(/sign-in code is \[redacted\]\. It expires in 5 minutes/);
  });

  it("a failed delivery is stored redacted too", async () => {
    useGateway();
    gatewayStatus = 502;
    await callAuthEndpoint(formRequest(), newClient(), "/phone-number/send-otp", { phoneNumber: "+919200000002" });
    const code = gatewayReceived.at(-1)!.text.match(/\b(\d{6})\b/)![1];
    const stored = await lastTo("+919200000002");
    expect(stored).toMatchObject({ transport: "http", status: "failed" });
    expect(stored.body).not.toContain(code);
  });

  it("verification and reset links sent by SMTP are redacted in the outbox", async () => {
    process.env.SMTP_URL = "smtp://mail.example.com:587";
    const signedUp = await callAuthEndpoint(formRequest(), newClient(), "/sign-up/email", {
      name: "Kavya Menon",
      email: "kavya@example.com",
      password: "password-123",
      phoneNumber: "+919200000003",
    });
    expect(signedUp.ok).toBe(true);
    const verification = smtpSent.at(-1)!;
    expect(verification.text).toMatch(/verify-email\?token=/);
    const storedVerification = await lastTo("kavya@example.com");
    expect(storedVerification).toMatchObject({ transport: "smtp", status: "sent" });
    expect(storedVerification.body).not.toMatch(/token=/);
    expect(storedVerification.body).toContain("[redacted]");

    await callAuthEndpoint(formRequest(), newClient(), "/request-password-reset", { email: "kavya@example.com" });
    expect(smtpSent.at(-1)!.text).toMatch(/forgot-password\?token=/);
    const storedReset = await lastTo("kavya@example.com");
    expect(storedReset.subject).toMatch(/Reset your/);
    expect(storedReset.body).not.toMatch(/token=/);
    expect(storedReset.body).toMatch(/choose a new one: \[redacted\] The link works once/);
  });

  it("without a provider the outbox keeps the full text (development and demo read codes there)", async () => {
    await callAuthEndpoint(formRequest(), newClient(), "/phone-number/send-otp", { phoneNumber: "+919200000004" });
    const stored = await lastTo("+919200000004");
    expect(stored).toMatchObject({ transport: "outbox", status: "stored" });
    expect(stored.body).toMatch(/sign-in code is \d{6}\./);
  });
});
