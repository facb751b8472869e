import qrcode from 'qrcode-generator';

/** The blank border scanners need around the code, in modules (the QR standard's quiet zone). */
const QUIET_ZONE = 4;

/** The dark modules of `text`'s QR code as one SVG path, a 1×1 square each. */
export function qrPath(text: string): { size: number; path: string } {
  // Error correction M: reads from a phone screen held at an angle, and keeps a UPI link small.
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (code.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
  return { size: count + QUIET_ZONE * 2, path };
}

/**
 * A QR code of `text`, drawn as SVG by React (no HTML string is injected). Its own chunk: the
 * library is loaded only where a code is shown (decision 043).
 */
export default function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { size, path } = qrPath(text);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      data-qr-text={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
