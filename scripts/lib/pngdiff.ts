/** Compares two PNGs and writes a diff image (for reviewing screenshot changes): tsx scripts/lib/pngdiff.ts a.png b.png diff.png */
import { readFileSync, writeFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const [a, b, out] = process.argv.slice(2);
if (!a || !b || !out) throw new Error('usage: pngdiff a.png b.png diff.png');
const pa = PNG.sync.read(readFileSync(a));
const pb = PNG.sync.read(readFileSync(b));
if (pa.width !== pb.width || pa.height !== pb.height) {
  console.log(`size differs: ${pa.width}x${pa.height} vs ${pb.width}x${pb.height}`);
} else {
  const diff = new PNG({ width: pa.width, height: pa.height });
  console.log(`${pixelmatch(pa.data, pb.data, diff.data, pa.width, pa.height, { threshold: 0.05, includeAA: false })} pixels differ`);
  writeFileSync(out, PNG.sync.write(diff));
}
