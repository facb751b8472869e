import qrcode from 'qrcode-generator';

/** The blank border scanners need around the code, in modules (the QR standard's quiet zone). */
const QUIET_ZONE = 4;

/** The QR code of `text`: its side in modules (quiet zone included) and whether each is dark. */
function qrModules(text: string): { size: number; isDark: (row: number, col: number) => boolean } {
  // Error correction M: reads from a phone screen held at an angle, and keeps a UPI link small.
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  return { size: code.getModuleCount() + QUIET_ZONE * 2, isDark: (row, col) => code.isDark(row, col) };
}

/** The dark modules of `text`'s QR code as one SVG path, a 1×1 square each. */
export function qrPath(text: string): { size: number; path: string } {
  const { size, isDark } = qrModules(text);
  const count = size - QUIET_ZONE * 2;
  let path = '';
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
  return { size, path };
}

/**
 * `text`'s QR code as a PNG, `scale` pixels a module: what "Save QR" downloads, for a UPI app's
 * "scan from the gallery" on the phone that shows it.
 */
export function qrPng(text: string, scale = 10): Promise<Blob> {
  const { size, isDark } = qrModules(text);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size * scale;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw the QR code.'));
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  const count = size - QUIET_ZONE * 2;
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (isDark(row, col)) context.fillRect((col + QUIET_ZONE) * scale, (row + QUIET_ZONE) * scale, scale, scale);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('This browser cannot save the QR code.'))),
      'image/png',
    ),
  );
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
