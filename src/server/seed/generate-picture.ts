import sharp from 'sharp';
import { createRandom } from './prng.ts';

// Demo product pictures, drawn locally with no network: a flat illustration of a garment,
// sleeping bag, accessory or audio figure on a soft background, as an SVG rendered by sharp.
// The same spec always gives the same picture. No text, so nothing needs translating.

export const PICTURE_SIZE = 800;

export const PICTURE_SHAPES = [
  // Kleidung
  'tshirt',
  'longsleeve',
  'bodysuit',
  'longsleeve-bodysuit',
  'dress',
  'trousers',
  'shorts',
  'overalls',
  'jacket',
  'hoodie',
  'puffer-jacket',
  // Schlafsack
  'sleeping-bag',
  // Accessoires
  'beanie',
  'sun-hat',
  'mittens',
  'scarf',
  // Tonies
  'figure',
] as const;
export type PictureShape = (typeof PICTURE_SHAPES)[number];

export const PICTURE_PATTERNS = ['plain', 'stripes', 'dots', 'stars'] as const;
export type PicturePattern = (typeof PICTURE_PATTERNS)[number];

export type PictureSpec = {
  shape: PictureShape;
  pattern: PicturePattern;
  /** Chooses colours and small variations; the same seed gives the same product. */
  seed: number;
  /** 0: front view, 1: turned a little, 2: close-up. Pictures of one product differ only here. */
  view: number;
};

const FABRIC_COLOURS = [
  '#E8A0A8', // rose
  '#F2C14E', // mustard
  '#7FB7BE', // teal
  '#A7C4A0', // sage
  '#9DB4E0', // sky
  '#C9A7E0', // lavender
  '#E07A5F', // terracotta
  '#3D5A80', // navy
  '#F4A261', // apricot
  '#81B29A', // green
  '#B5838D', // mauve
  '#6D9DC5', // blue
  '#D4A373', // camel
  '#EF8A89', // coral
  '#8E7DBE', // purple
  '#C0C9A0', // olive
] as const;

const BACKGROUNDS = ['#FBF6EF', '#F1F6F9', '#F6F1F8', '#F2F7F0', '#FDF3EC', '#EEF3FA'] as const;
const CREAM = '#FFF8EC';
const INK = '#2F2A3A';

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `amount` 0 gives `from`, 1 gives `to`. */
function mix(from: string, to: string, amount: number): string {
  const a = toRgb(from);
  const b = toRgb(to);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as Rgb);
}

/** Paints a shape may use; `fabric` is the patterned fill of the main part. */
type Paint = {
  fabric: string;
  base: string;
  accent: string;
  outline: string;
  shade: string;
  light: string;
  /** A second colour that goes with `base`, never cream. */
  partner: string;
};

type ShapeDrawing = {
  /** Where the soft floor shadow sits. */
  groundY: number;
  /** Centre of the close-up view. */
  focus: [number, number];
  draw: (paint: Paint, random: () => number) => string;
};

const STROKE = 'stroke-linejoin="round" stroke-linecap="round"';

/** The main part: patterned fill, a soft highlight, an outline. */
function part(d: string, paint: Paint, fill = paint.fabric): string {
  return (
    `<path d="${d}" fill="${fill}"/>` +
    `<path d="${d}" fill="url(#shine)"/>` +
    `<path d="${d}" fill="none" stroke="${paint.outline}" stroke-width="6" ${STROKE}/>`
  );
}

function line(d: string, paint: Paint, width = 4, dashed = false): string {
  const dash = dashed ? ' stroke-dasharray="10 9"' : '';
  return `<path d="${d}" fill="none" stroke="${paint.outline}" stroke-opacity="0.55" stroke-width="${width}"${dash} ${STROKE}/>`;
}

/** Horizontal quilting seams clipped to `d`, as on padded jackets and sleeping bags. */
function quilting(d: string, paint: Paint, id: string, from: number, to: number, step: number) {
  const seams: string[] = [];
  for (let y = from; y <= to; y += step) seams.push(`M 60 ${y} Q 400 ${y + 18} 740 ${y}`);
  return (
    `<clipPath id="${id}"><path d="${d}"/></clipPath>` +
    `<g clip-path="url(#${id})">${line(seams.join(' '), paint, 4)}</g>`
  );
}

const SHORT_SLEEVE_TOP =
  'M 330 180 Q 400 235 470 180 L 560 205 L 660 290 L 610 360 L 560 325 L 560 620 Q 400 635 240 620 L 240 325 L 190 360 L 140 290 L 240 205 Z';
const LONG_SLEEVE_TOP =
  'M 330 180 Q 400 235 470 180 L 560 205 L 640 300 L 700 520 L 640 540 L 585 360 L 560 330 L 560 620 Q 400 635 240 620 L 240 330 L 215 360 L 160 540 L 100 520 L 160 300 L 240 205 Z';

const SHAPES: Record<PictureShape, ShapeDrawing> = {
  tshirt: {
    groundY: 655,
    focus: [400, 330],
    draw: (p) =>
      part(SHORT_SLEEVE_TOP, p) +
      line('M 342 186 Q 400 226 458 186', p, 5) +
      line('M 246 600 Q 400 614 554 600', p, 3, true) +
      line('M 598 345 L 646 282', p, 3, true) +
      line('M 202 345 L 154 282', p, 3, true),
  },
  longsleeve: {
    groundY: 655,
    focus: [400, 330],
    draw: (p) =>
      part(LONG_SLEEVE_TOP, p) +
      line('M 342 186 Q 400 226 458 186', p, 5) +
      line('M 246 600 Q 400 614 554 600', p, 3, true) +
      line('M 692 496 L 634 516', p, 4) +
      line('M 108 496 L 166 516', p, 4),
  },
  bodysuit: {
    groundY: 690,
    focus: [400, 300],
    draw: (p) =>
      part(
        'M 335 170 Q 400 225 465 170 L 545 190 L 630 270 L 585 335 L 545 305 L 545 500 Q 540 590 450 625 L 440 660 L 360 660 L 350 625 Q 260 590 255 500 L 255 305 L 215 335 L 170 270 L 255 190 Z',
        p,
      ) +
      line('M 335 170 L 362 222 M 465 170 L 438 222', p, 4) +
      [372, 400, 428].map((x) => `<circle cx="${x}" cy="645" r="6" fill="${p.light}"/>`).join(''),
  },
  'longsleeve-bodysuit': {
    groundY: 690,
    focus: [400, 300],
    draw: (p) =>
      part(
        'M 335 170 Q 400 225 465 170 L 545 190 L 620 280 L 675 480 L 620 500 L 570 340 L 545 310 L 545 500 Q 540 590 450 625 L 440 660 L 360 660 L 350 625 Q 260 590 255 500 L 255 310 L 230 340 L 180 500 L 125 480 L 180 280 L 255 190 Z',
        p,
      ) +
      line('M 335 170 L 362 222 M 465 170 L 438 222', p, 4) +
      line('M 669 460 L 616 480 M 131 460 L 184 480', p, 4) +
      [372, 400, 428].map((x) => `<circle cx="${x}" cy="645" r="6" fill="${p.light}"/>`).join(''),
  },
  dress: {
    groundY: 665,
    focus: [400, 330],
    draw: (p) =>
      part(
        'M 345 170 Q 400 215 455 170 L 510 185 L 560 250 L 520 285 L 500 265 L 495 365 L 610 640 Q 400 690 190 640 L 305 365 L 300 265 L 280 285 L 240 250 L 290 185 Z',
        p,
      ) +
      `<path d="M 303 360 Q 400 380 497 360 L 499 384 Q 400 404 301 384 Z" fill="${p.accent}" stroke="${p.outline}" stroke-width="4" ${STROKE}/>` +
      line('M 360 410 L 330 655 M 440 410 L 470 655', p, 3) +
      line('M 200 630 Q 400 678 600 630', p, 3, true),
  },
  trousers: {
    groundY: 665,
    focus: [400, 300],
    draw: (p) =>
      part(
        'M 280 190 L 520 190 L 555 650 L 440 650 L 410 330 Q 400 315 390 330 L 360 650 L 245 650 Z',
        p,
      ) +
      line('M 282 226 L 518 226', p, 4) +
      line('M 400 228 L 400 300', p, 3, true) +
      line('M 300 228 Q 330 262 288 292 M 500 228 Q 470 262 512 292', p, 4) +
      line('M 250 614 L 358 614 M 442 614 L 550 614', p, 3, true),
  },
  shorts: {
    groundY: 570,
    focus: [400, 360],
    draw: (p) =>
      part(
        'M 270 250 L 530 250 L 570 520 L 430 540 L 405 390 Q 400 380 395 390 L 370 540 L 230 520 Z',
        p,
      ) +
      line('M 272 286 L 528 286', p, 4) +
      line('M 400 288 L 400 350', p, 3, true) +
      line('M 236 490 L 368 508 M 432 508 L 564 490', p, 3, true),
  },
  overalls: {
    groundY: 665,
    focus: [400, 250],
    draw: (p) =>
      `<path d="M 322 150 L 290 60 L 322 50 L 352 140 Z M 478 150 L 510 60 L 478 50 L 448 140 Z" fill="${p.shade}" stroke="${p.outline}" stroke-width="5" ${STROKE}/>` +
      part(
        'M 320 140 L 480 140 L 480 250 L 525 250 L 555 650 L 440 650 L 410 380 Q 400 365 390 380 L 360 650 L 245 650 L 275 250 L 320 250 Z',
        p,
      ) +
      line('M 362 172 L 438 172 L 438 226 L 362 226 Z', p, 4) +
      line('M 278 262 L 522 262', p, 3, true) +
      `<circle cx="336" cy="162" r="11" fill="${p.light}" stroke="${p.outline}" stroke-width="3"/>` +
      `<circle cx="464" cy="162" r="11" fill="${p.light}" stroke="${p.outline}" stroke-width="3"/>`,
  },
  jacket: {
    groundY: 655,
    focus: [400, 300],
    draw: (p) =>
      `<path d="M 318 205 Q 292 92 400 80 Q 508 92 482 205 Z" fill="${p.shade}" stroke="${p.outline}" stroke-width="6" ${STROKE}/>` +
      part(LONG_SLEEVE_TOP, p) +
      line('M 400 214 L 400 622', p, 6) +
      `<rect x="391" y="236" width="18" height="34" rx="6" fill="${p.light}" stroke="${p.outline}" stroke-width="3"/>` +
      line('M 268 470 L 330 462 L 338 560 M 532 470 L 470 462 L 462 560', p, 4) +
      line('M 692 496 L 634 516 M 108 496 L 166 516', p, 4),
  },
  hoodie: {
    groundY: 655,
    focus: [400, 300],
    draw: (p) =>
      `<path d="M 318 205 Q 292 92 400 80 Q 508 92 482 205 Z" fill="${p.shade}" stroke="${p.outline}" stroke-width="6" ${STROKE}/>` +
      part(LONG_SLEEVE_TOP, p) +
      line('M 312 500 L 488 500 L 520 592 L 280 592 Z', p, 4) +
      `<path d="M 380 215 L 374 300 M 420 215 L 426 300" stroke="${p.light}" stroke-width="6" ${STROKE}/>` +
      line('M 692 496 L 634 516 M 108 496 L 166 516', p, 4),
  },
  'puffer-jacket': {
    groundY: 655,
    focus: [400, 300],
    draw: (p) =>
      `<path d="M 318 205 Q 292 92 400 80 Q 508 92 482 205 Z" fill="${p.shade}" stroke="${p.outline}" stroke-width="6" ${STROKE}/>` +
      `<path d="M 325 150 Q 400 70 475 150" fill="none" stroke="${p.light}" stroke-width="22" ${STROKE}/>` +
      part(LONG_SLEEVE_TOP, p) +
      quilting(LONG_SLEEVE_TOP, p, 'puffer-quilting', 290, 600, 66) +
      line('M 400 214 L 400 622', p, 6) +
      `<rect x="391" y="236" width="18" height="34" rx="6" fill="${p.light}" stroke="${p.outline}" stroke-width="3"/>`,
  },
  'sleeping-bag': {
    groundY: 705,
    focus: [400, 300],
    draw: (p) => {
      const bag =
        'M 330 150 Q 400 200 470 150 L 520 160 Q 525 235 575 270 L 600 590 Q 605 690 400 695 Q 195 690 200 590 L 225 270 Q 275 235 280 160 Z';
      return (
        part(bag, p) +
        quilting(bag, p, 'bag-quilting', 330, 660, 80) +
        `<path d="M 280 162 Q 275 235 226 270 M 520 162 Q 525 235 574 270" fill="none" stroke="${p.accent}" stroke-width="10" ${STROKE}/>` +
        line('M 470 168 Q 505 420 470 672', p, 6) +
        `<rect x="461" y="196" width="18" height="34" rx="6" fill="${p.light}" stroke="${p.outline}" stroke-width="3" transform="rotate(-8 470 213)"/>` +
        `<circle cx="305" cy="168" r="8" fill="${p.light}"/><circle cx="495" cy="168" r="8" fill="${p.light}"/>`
      );
    },
  },
  beanie: {
    groundY: 585,
    focus: [400, 420],
    draw: (p) => {
      const ribs: string[] = [];
      for (let x = 250; x <= 550; x += 25) ribs.push(`M ${x} 482 L ${x} 552`);
      return (
        `<circle cx="400" cy="222" r="58" fill="${p.accent}" stroke="${p.outline}" stroke-width="6"/>` +
        part('M 240 500 Q 235 250 400 235 Q 565 250 560 500 Z', p) +
        line('M 320 486 Q 318 320 400 242 M 480 486 Q 482 320 400 242', p, 3) +
        `<rect x="225" y="468" width="350" height="96" rx="32" fill="${p.shade}" stroke="${p.outline}" stroke-width="6"/>` +
        line(ribs.join(' '), p, 3)
      );
    },
  },
  'sun-hat': {
    groundY: 625,
    focus: [400, 430],
    draw: (p) =>
      `<ellipse cx="400" cy="520" rx="275" ry="88" fill="${p.shade}" stroke="${p.outline}" stroke-width="6"/>` +
      `<ellipse cx="400" cy="520" rx="232" ry="64" fill="none" stroke="${p.outline}" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="10 9"/>` +
      part('M 270 520 Q 268 300 400 292 Q 532 300 530 520 Q 400 560 270 520 Z', p) +
      `<path d="M 272 466 Q 400 500 528 466 L 529 506 Q 400 540 271 506 Z" fill="${p.accent}" stroke="${p.outline}" stroke-width="4" ${STROKE}/>`,
  },
  mittens: {
    groundY: 640,
    focus: [400, 380],
    draw: (p) => {
      const hand = 'M -70 130 L -70 -40 Q -70 -150 5 -150 Q 80 -150 80 -40 L 80 130 Z';
      const thumb = 'M -68 20 Q -130 10 -128 -50 Q -125 -95 -85 -80 Q -70 -60 -68 -30 Z';
      const mitten = (transform: string) =>
        `<g transform="${transform}">` +
        part(thumb, p) +
        part(hand, p) +
        `<rect x="-82" y="112" width="174" height="72" rx="22" fill="${p.shade}" stroke="${p.outline}" stroke-width="6"/>` +
        line(
          'M -50 122 L -50 174 M -20 122 L -20 174 M 10 122 L 10 174 M 40 122 L 40 174 M 70 122 L 70 174',
          p,
          3,
        ) +
        `</g>`;
      return (
        `<path d="M 268 560 Q 400 720 532 560" fill="none" stroke="${p.accent}" stroke-width="7" ${STROKE}/>` +
        mitten('translate(275 390) rotate(-9)') +
        mitten('translate(525 390) rotate(9) scale(-1 1)')
      );
    },
  },
  scarf: {
    groundY: 670,
    focus: [400, 320],
    draw: (p) => {
      const fringe = (x1: number, y1: number, x2: number, y2: number) => {
        const strands: string[] = [];
        for (let i = 0; i <= 7; i++) {
          const x = x1 + ((x2 - x1) * i) / 7;
          const y = y1 + ((y2 - y1) * i) / 7;
          strands.push(
            `M ${x.toFixed(1)} ${y.toFixed(1)} L ${x.toFixed(1)} ${(y + 34).toFixed(1)}`,
          );
        }
        return `<path d="${strands.join(' ')}" stroke="${p.shade}" stroke-width="6" ${STROKE}/>`;
      };
      return (
        fringe(446, 624, 516, 610) +
        part('M 404 380 L 482 370 L 520 610 L 442 626 Z', p) +
        `<path d="M 220 300 A 180 95 0 1 0 580 300 A 180 95 0 1 0 220 300 Z M 300 300 A 100 45 0 1 0 500 300 A 100 45 0 1 0 300 300 Z" fill-rule="evenodd" fill="${p.fabric}" stroke="${p.outline}" stroke-width="6"/>` +
        `<path d="M 220 300 A 180 95 0 1 0 580 300 A 180 95 0 1 0 220 300 Z M 300 300 A 100 45 0 1 0 500 300 A 100 45 0 1 0 300 300 Z" fill-rule="evenodd" fill="url(#shine)"/>` +
        fringe(312, 632, 398, 642) +
        part('M 330 362 L 420 362 L 400 640 L 310 630 Z', p)
      );
    },
  },
  figure: {
    groundY: 680,
    focus: [420, 340],
    draw: (p, random) => {
      const ears = random();
      const head = mix(p.base, CREAM, 0.55);
      const holes: string[] = [];
      for (let row = 0; row < 3; row++)
        for (let column = 0; column < 6; column++)
          holes.push(`<circle cx="${330 + column * 28}" cy="${585 + row * 26}" r="5"/>`);
      const grille = `<g fill="${INK}" fill-opacity="0.22">${holes.join('')}</g>`;
      const earShapes =
        ears < 0.4
          ? `<circle cx="348" cy="248" r="38" fill="${p.base}" stroke="${p.outline}" stroke-width="6"/><circle cx="492" cy="248" r="38" fill="${p.base}" stroke="${p.outline}" stroke-width="6"/>`
          : ears < 0.7
            ? `<path d="M 346 280 L 352 190 L 400 238 Z M 494 280 L 488 190 L 440 238 Z" fill="${p.base}" stroke="${p.outline}" stroke-width="6" ${STROKE}/>`
            : `<path d="M 330 300 Q 330 206 420 204 Q 510 206 510 300 Z" fill="${p.shade}" stroke="${p.outline}" stroke-width="6"/>`;
      return (
        // The cube the figure stands on, with a top and a side face and a speaker grille.
        `<path d="M 280 540 L 320 504 L 560 504 L 520 540 Z" fill="${mix(p.partner, '#FFFFFF', 0.35)}" stroke="${INK}" stroke-opacity="0.5" stroke-width="5" ${STROKE}/>` +
        `<path d="M 520 540 L 560 504 L 560 640 L 520 680 Z" fill="${mix(p.partner, INK, 0.25)}" stroke="${INK}" stroke-opacity="0.5" stroke-width="5" ${STROKE}/>` +
        `<path d="M 280 540 L 520 540 L 520 680 L 280 680 Z" fill="${p.partner}" stroke="${INK}" stroke-opacity="0.5" stroke-width="5" ${STROKE}/>` +
        grille +
        // The figure on its round foot: a round body with arms, a big round head.
        `<ellipse cx="420" cy="524" rx="82" ry="14" fill="${mix(p.base, INK, 0.35)}"/>` +
        `<ellipse cx="337" cy="446" rx="22" ry="36" fill="${p.shade}" stroke="${p.outline}" stroke-width="5" transform="rotate(18 337 446)"/>` +
        `<ellipse cx="503" cy="446" rx="22" ry="36" fill="${p.shade}" stroke="${p.outline}" stroke-width="5" transform="rotate(-18 503 446)"/>` +
        part('M 345 518 Q 345 398 420 392 Q 495 398 495 518 Q 420 532 345 518 Z', p) +
        earShapes +
        `<circle cx="420" cy="318" r="96" fill="${head}" stroke="${p.outline}" stroke-width="6"/>` +
        `<circle cx="420" cy="318" r="96" fill="url(#shine)"/>` +
        `<circle cx="388" cy="315" r="10" fill="${INK}"/><circle cx="452" cy="315" r="10" fill="${INK}"/>` +
        `<circle cx="391" cy="311" r="3" fill="#FFFFFF"/><circle cx="455" cy="311" r="3" fill="#FFFFFF"/>` +
        `<circle cx="368" cy="345" r="13" fill="#F28B82" fill-opacity="0.45"/><circle cx="472" cy="345" r="13" fill="#F28B82" fill-opacity="0.45"/>` +
        `<path d="M 402 350 Q 420 366 438 350" fill="none" stroke="${INK}" stroke-width="5" ${STROKE}/>`
      );
    },
  },
};

function patternDefs(pattern: PicturePattern, base: string, accent: string): string {
  const background = `<rect width="100%" height="100%" fill="${base}"/>`;
  switch (pattern) {
    case 'plain':
      return `<pattern id="fabric" patternUnits="userSpaceOnUse" width="40" height="40">${background}</pattern>`;
    case 'stripes':
      return `<pattern id="fabric" patternUnits="userSpaceOnUse" width="40" height="44">${background}<rect y="0" width="40" height="17" fill="${accent}"/></pattern>`;
    case 'dots':
      return `<pattern id="fabric" patternUnits="userSpaceOnUse" width="44" height="44">${background}<circle cx="11" cy="11" r="6.5" fill="${accent}"/><circle cx="33" cy="33" r="6.5" fill="${accent}"/></pattern>`;
    case 'stars': {
      const star =
        'M 0 -11 L 3.2 -3.5 L 11 -3.4 L 5 1.6 L 7 9.5 L 0 5 L -7 9.5 L -5 1.6 L -11 -3.4 L -3.2 -3.5 Z';
      return `<pattern id="fabric" patternUnits="userSpaceOnUse" width="72" height="72">${background}<path d="${star}" transform="translate(18 18)" fill="${accent}"/><path d="${star}" transform="translate(54 54) rotate(20)" fill="${accent}"/></pattern>`;
    }
  }
}

/** The SVG source of a demo picture, PICTURE_SIZE pixels square. */
export function pictureSvg(spec: PictureSpec): string {
  const random = createRandom(spec.seed);
  const base = random.pick(FABRIC_COLOURS);
  const partner = random.pick(FABRIC_COLOURS.filter((colour) => colour !== base));
  const accent = random.chance(0.6) ? CREAM : partner;
  const background = random.pick(BACKGROUNDS);
  const drawing = SHAPES[spec.shape];
  const paint: Paint = {
    fabric: 'url(#fabric)',
    base,
    accent,
    outline: mix(base, INK, 0.45),
    shade: mix(base, INK, 0.15),
    light: mix(base, '#FFFFFF', 0.7),
    partner,
  };
  const figure = drawing.draw(paint, random.next);

  const view = ((spec.view % 3) + 3) % 3;
  const [focusX, focusY] = drawing.focus;
  const transform =
    view === 0
      ? ''
      : view === 1
        ? 'translate(400 410) rotate(-7) scale(0.9) translate(-400 -410)'
        : `translate(400 400) scale(1.5) translate(${-focusX} ${-focusY})`;
  const blobX = view === 1 ? 360 : 420;
  const blobY = view === 2 ? 380 : 390;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" viewBox="0 0 800 800">`,
    '<defs>',
    patternDefs(spec.pattern, base, accent),
    '<pattern id="paper" patternUnits="userSpaceOnUse" width="28" height="28"><circle cx="14" cy="14" r="1.6" fill="#000000" fill-opacity="0.05"/></pattern>',
    '<linearGradient id="shine" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.28"/><stop offset="0.55" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.08"/></linearGradient>',
    // A radial gradient, not a blur filter: it looks the same and renders three times faster.
    `<radialGradient id="shadow"><stop offset="0" stop-color="${INK}" stop-opacity="0.2"/><stop offset="0.6" stop-color="${INK}" stop-opacity="0.1"/><stop offset="1" stop-color="${INK}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="800" height="800" fill="${background}"/>`,
    '<rect width="800" height="800" fill="url(#paper)"/>',
    `<circle cx="${blobX}" cy="${blobY}" r="310" fill="${mix(background, base, 0.16)}"/>`,
    `<g transform="${transform}">`,
    `<ellipse cx="400" cy="${drawing.groundY}" rx="260" ry="34" fill="url(#shadow)"/>`,
    figure,
    '</g>',
    '</svg>',
  ].join('');
}

/** Renders a demo picture to a PNG, PICTURE_SIZE pixels square; same spec, same picture. */
export async function generatePicture(spec: PictureSpec): Promise<Buffer> {
  // Low zlib effort: the PNG is only an intermediate, saveImage re-encodes it like any upload.
  // The picture is opaque: without the alpha channel every later encode is cheaper.
  return sharp(Buffer.from(pictureSvg(spec)))
    .removeAlpha()
    .png({ compressionLevel: 1 })
    .toBuffer();
}
