import { readFileSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
const [file, y0, y1, out] = process.argv.slice(2);
const src = PNG.sync.read(readFileSync(file!));
const h = Number(y1) - Number(y0);
const dst = new PNG({ width: src.width, height: h });
PNG.bitblt(src, dst, 0, Number(y0), src.width, h, 0, 0);
writeFileSync(out!, PNG.sync.write(dst));
