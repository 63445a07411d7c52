import { correction, generate } from "lean-qr";
import { toPngBuffer } from "lean-qr/extras/node_export";
import { toSvgSource } from "lean-qr/extras/svg";

/**
 * A payload as a QR code, drawn on the server: SVG for pages (no script needed) and PNG for mail
 * (an inline attachment; mail clients do not all show SVG). Error correction M (15%) and the
 * 4-module quiet zone ISO/IEC 18004 asks for.
 */
const code = (payload: string) => generate(payload, { minCorrectionLevel: correction.M });

export function qrSvg(payload: string): string {
  return toSvgSource(code(payload), { pad: 4, on: "black", off: "white", width: null, height: null });
}

export function qrSvgDataUrl(payload: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(qrSvg(payload)).toString("base64")}`;
}

export function qrPng(payload: string, scale = 6): Buffer {
  return Buffer.from(toPngBuffer(code(payload), { pad: 4, scale, on: [0, 0, 0, 255], off: [255, 255, 255, 255] }));
}
