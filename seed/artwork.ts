/**
 * Generated artwork for the demo catalog: a book cover (2:3) or a news banner (16:9)
 * as a small SVG, so every seeded book has a real image without shipping photos.
 */

const PALETTES = [
  ['#1e3a5f', '#f4d35e'],
  ['#5b2a86', '#f7b2ad'],
  ['#0f5257', '#f2e8cf'],
  ['#7a1e1e', '#f6c28b'],
  ['#283618', '#fefae0'],
  ['#3d405b', '#f2cc8f'],
  ['#14213d', '#fca311'],
  ['#6d2e46', '#d5b9b2'],
] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!,
  );
}

/** Greedy word wrap to lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && (current + ' ' + word).length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function textLines(lines: string[], x: number, y: number, size: number, color: string, weight: number): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.2}" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
}

export function coverSvg(title: string, author: string): string {
  const [background, accent] = PALETTES[hash(title) % PALETTES.length]!;
  const titleLines = wrap(title, 14).slice(0, 4);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 400 600" font-family="Georgia, serif">',
    `<rect width="400" height="600" fill="${background}"/>`,
    `<rect x="24" y="24" width="352" height="552" fill="none" stroke="${accent}" stroke-width="3"/>`,
    `<circle cx="200" cy="420" r="60" fill="${accent}" opacity="0.25"/>`,
    textLines(titleLines, 200, 160, 40, accent, 700),
    `<rect x="150" y="${170 + titleLines.length * 48}" width="100" height="4" fill="${accent}"/>`,
    textLines([author], 200, 530, 24, '#ffffff', 400),
    '</svg>',
  ].join('');
}

export function newsSvg(title: string): string {
  const [background, accent] = PALETTES[hash(title) % PALETTES.length]!;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" font-family="Georgia, serif">',
    `<rect width="640" height="360" fill="${background}"/>`,
    `<circle cx="520" cy="80" r="120" fill="${accent}" opacity="0.2"/>`,
    `<circle cx="90" cy="310" r="80" fill="${accent}" opacity="0.15"/>`,
    textLines(wrap(title, 24).slice(0, 3), 320, 160, 36, accent, 700),
    '</svg>',
  ].join('');
}
