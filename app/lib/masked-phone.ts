/**
 * How an owner's or agent's number shows to someone who has not asked for it:
 * the first two and last two digits of the ten-digit number, "+91 99XXX XXX13".
 * Only this masked form ever reaches a page before a signed-in visitor
 * reveals the number.
 */
import { nationalNumber } from "./phone";

export function maskPhone(stored: string): string {
  const national = nationalNumber(stored) ?? stored.replace(/\D/g, "").slice(-10).padStart(10, "X");
  return `+91 ${national.slice(0, 2)}XXX XXX${national.slice(8)}`;
}
