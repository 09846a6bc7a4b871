/**
 * The QR code a project page shows for its RERA registry (app/lib/rera.ts),
 * drawn on the server as SVG so the page needs no QR library in the browser.
 * It encodes the registry's address, one of a handful, so each is drawn once
 * (about half a millisecond of CPU) and kept for the life of the process.
 */
import QRCode from "qrcode";

const drawn = new Map<string, Promise<string>>();

export function reraQrSvg(registryUrl: string): Promise<string> {
  let svg = drawn.get(registryUrl);
  if (!svg) {
    svg = QRCode.toString(registryUrl, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    drawn.set(registryUrl, svg);
    svg.catch(() => drawn.delete(registryUrl));
  }
  return svg;
}
