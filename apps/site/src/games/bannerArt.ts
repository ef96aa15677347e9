/**
 * Draws a banner notice's title on a backdrop (wide 16:5 or narrow 16:9, the carousel's shapes) with the page's own font, so every
 * script renders as on the page (an SVG picture could not use the page's web fonts). Returns an object URL; the
 * caller revokes it.
 */
import { wrapTitle } from './bannerSlide';

/** Wide art (16:5, the carousel from tablets up) and narrow art (16:9, phones). */
const shapes = {
  wide: { width: 1600, height: 500, size: 68, maxWidth: 1040, lines: 2, x: 80, top: 120, circle: [1330, 120, 260, 1460, 430, 170] },
  narrow: { width: 960, height: 540, size: 60, maxWidth: 800, lines: 3, x: 64, top: 130, circle: [800, 90, 220, 900, 470, 150] },
} as const;
export type BannerShape = keyof typeof shapes;
const hues = [38, 200, 280, 150, 340];

function lines(ctx: CanvasRenderingContext2D, title: string, maxWidth: number, count: number): string[] {
  // Wrap by measured width: start from the character-count wrap and narrow while a line is too wide.
  for (let width = 30; width >= 8; width -= 2) {
    const rows = wrapTitle(title, width, count);
    if (rows.every((row) => ctx.measureText(row).width <= maxWidth)) return rows;
  }
  return wrapTitle(title, 8, count);
}

export async function drawBannerArt(title: string, seed: number, shape: BannerShape = 'wide'): Promise<string | null> {
  const { width: WIDTH, height: HEIGHT, size, maxWidth, lines: maxLines, x, top, circle } = shapes[shape];
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  // The page's heading face (with its script fallbacks); the body element itself carries no font.
  const probe = document.querySelector('main h1') ?? document.body;
  const family = getComputedStyle(probe).fontFamily || 'sans-serif';
  const font = `700 ${size}px ${family}`;
  // Loads the faces (and the script subsets) the title needs before drawing.
  await document.fonts?.load(font, title).catch(() => undefined);
  const hue = hues[Math.abs(seed) % hues.length]!;
  const gradient = ctx.createLinearGradient(0, 0, WIDTH, HEIGHT);
  gradient.addColorStop(0, `hsl(${hue} 65% 30%)`);
  gradient.addColorStop(1, `hsl(${(hue + 50) % 360} 70% 14%)`);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.fillStyle = `hsl(${hue} 90% 70% / 0.18)`;
  ctx.beginPath();
  ctx.arc(circle[0], circle[1], circle[2], 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = `hsl(${(hue + 50) % 360} 90% 70% / 0.14)`;
  ctx.beginPath();
  ctx.arc(circle[3], circle[4], circle[5], 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = `hsl(${hue} 95% 70%)`;
  ctx.fillRect(x, top, 96, 10);
  ctx.font = font;
  ctx.fillStyle = '#fff';
  ctx.textBaseline = 'alphabetic';
  const rows = lines(ctx, title, maxWidth, maxLines);
  const lineHeight = Math.round(size * 1.3);
  const first = Math.round(HEIGHT / 2 + size / 3 - ((rows.length - 1) * lineHeight) / 2);
  rows.forEach((row, i) => ctx.fillText(row, x, first + i * lineHeight));
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return blob ? URL.createObjectURL(blob) : null;
}
