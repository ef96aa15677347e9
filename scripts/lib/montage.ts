/** Stacks PNGs vertically into one image (for reviewing screenshots): tsx scripts/lib/montage.ts out.png a.png b.png… */
import { readFileSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

const [out, ...files] = process.argv.slice(2);
if (!out || files.length === 0) throw new Error('usage: montage out.png a.png b.png…');
const images = files.map((f) => PNG.sync.read(readFileSync(f)));
const width = Math.max(...images.map((i) => i.width));
const height = images.reduce((sum, i) => sum + i.height + 4, 0);
const result = new PNG({ width, height });
result.data.fill(128);
let y = 0;
for (const image of images) {
  PNG.bitblt(image, result, 0, 0, image.width, image.height, 0, y);
  y += image.height + 4;
}
writeFileSync(out, PNG.sync.write(result));
