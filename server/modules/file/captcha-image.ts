/** Draws a captcha as an SVG image: jittered, rotated glyphs over noise lines, no fonts or canvas needed. */

function random(min: number, max: number): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return min + ((value ?? 0) / 0xffffffff) * (max - min);
}

const escape = (char: string) => char.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An SVG picture of the text, `width`×`height` pixels. */
export function captchaSvg(text: string, width = 120, height = 40): string {
  const step = width / (text.length + 1);
  const glyphs = Array.from(text, (char, i) => {
    const x = step * (i + 0.6) + random(-3, 3);
    const y = height * 0.72 + random(-4, 4);
    const angle = random(-25, 25).toFixed(1);
    const hue = Math.floor(random(0, 360));
    return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" transform="rotate(${angle} ${x.toFixed(1)} ${y.toFixed(1)})" fill="hsl(${hue},60%,35%)" font-size="${Math.floor(random(22, 28))}" font-family="monospace" font-weight="bold">${escape(char)}</text>`;
  });
  const lines = Array.from({ length: 5 }, () => {
    const hue = Math.floor(random(0, 360));
    return `<line x1="${random(0, width).toFixed(1)}" y1="${random(0, height).toFixed(1)}" x2="${random(0, width).toFixed(1)}" y2="${random(0, height).toFixed(1)}" stroke="hsl(${hue},50%,60%)" stroke-width="1"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f6fa"/>${lines.join('')}${glyphs.join('')}</svg>`;
}
