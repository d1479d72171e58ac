import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { UPLOADS, fileHash } from '../paths.ts';
import { DOCUMENTS } from '../plan/media-sets.ts';
import { imageSetLayout } from '../render/image-set.ts';
import { photoSpec } from '../render/products.ts';

const TEAL = rgb(0, 0.64, 0.65);
const NAVY = rgb(0.06, 0.16, 0.24);
const GREY = rgb(0.35, 0.4, 0.45);
const LIGHT = rgb(0.94, 0.95, 0.96);
const A4: [number, number] = [595.28, 841.89];

export const documentFile = (name: string): string => `${fileHash(name)}.pdf`;

const SPECS: Record<string, [string, string][]> = {
  'datasheet-vf-800': [
    ['Travel X / Y / Z', '800 / 650 / 550 mm'],
    ['Swivel rotary table', 'B ±120°, C 360°'],
    ['Spindle', '20,000 rpm, 35 kW, HSK-A63'],
    ['Tool magazine', '60 places (optional 120)'],
    ['Positioning accuracy', '≤ 5 µm'],
    ['Table load', '600 kg'],
    ['Footprint', '4.2 × 3.1 m'],
    ['Control', 'VF Control 7 with digital twin'],
  ],
  'datasheet-vf-650': [
    ['Travel X / Y / Z', '650 / 520 / 475 mm'],
    ['Swivel rotary table', 'B ±110°, C 360°'],
    ['Spindle', '18,000 rpm, 25 kW, HSK-A63'],
    ['Tool magazine', '40 places'],
    ['Positioning accuracy', '≤ 6 µm'],
    ['Table load', '350 kg'],
    ['Footprint', '3.8 × 2.8 m'],
    ['Control', 'VF Control 7'],
  ],
  'datasheet-rx-6': [
    ['Axes', '6'],
    ['Payload', '16 kg'],
    ['Reach', '1,610 mm'],
    ['Repeatability', '± 0.04 mm'],
    ['Protection', 'IP67 wrist, IP54 base'],
    ['Mounting', 'Floor, ceiling, wall'],
    ['Weight', '245 kg'],
    ['Controller', 'RC-5 with safe motion'],
  ],
  'maintenance-plan': [
    ['Daily', 'Check coolant level, clean chips, test emergency stop'],
    ['Weekly', 'Lubrication check, clean spindle taper, inspect wipers'],
    ['Monthly', 'Filter change, check axis backlash, back up control'],
    ['Every 2,000 h', 'Spindle vibration analysis, replace coolant'],
    ['Yearly', 'Geometry check with laser, safety inspection'],
  ],
};

/** WinAnsi (the standard fonts' encoding) has no µ ≤ ±; spell them so the text still reads right. */
function ansi(text: string): string {
  return text.replace(/≤/g, '<=').replace(/µ/g, 'u').replace(/×/g, 'x');
}

function header(
  page: PDFPage,
  bold: PDFFont,
  regular: PDFFont,
  title: string,
  subtitle: string,
  n: number,
  total: number,
): void {
  const [w, h] = A4;
  page.drawRectangle({ x: 0, y: h - 90, width: w, height: 90, color: NAVY });
  page.drawRectangle({ x: 0, y: h - 94, width: w, height: 4, color: TEAL });
  page.drawText('VIRTUAL FACTORY', { x: 40, y: h - 45, size: 20, font: bold, color: rgb(1, 1, 1) });
  page.drawText('Smart Manufacturing Systems', {
    x: 40,
    y: h - 66,
    size: 10,
    font: regular,
    color: rgb(0.62, 0.85, 0.85),
  });
  page.drawText(ansi(subtitle), {
    x: w - 40 - regular.widthOfTextAtSize(subtitle, 10),
    y: h - 45,
    size: 10,
    font: regular,
    color: rgb(1, 1, 1),
  });
  page.drawText(ansi(title), { x: 40, y: h - 135, size: 22, font: bold, color: NAVY });
  page.drawText(`Page ${n} of ${total}`, { x: w - 100, y: 30, size: 8, font: regular, color: GREY });
  page.drawText('Virtual Factory GmbH · Industriestraße 1 · 80331 München · www.virtual-factory.example', {
    x: 40,
    y: 30,
    size: 8,
    font: regular,
    color: GREY,
  });
}

function image(page: PDFPage, img: PDFImage, x: number, y: number, width: number): number {
  const height = (img.height / img.width) * width;
  page.drawImage(img, { x, y: y - height, width, height });
  return height;
}

function paragraph(
  page: PDFPage,
  font: PDFFont,
  text: string,
  x: number,
  y: number,
  width: number,
  size = 10.5,
): number {
  const words = ansi(text).split(' ');
  let line = '';
  let yy = y;
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width) {
      page.drawText(line, { x, y: yy, size, font, color: NAVY });
      yy -= size * 1.45;
      line = word;
    } else line = next;
  }
  if (line) page.drawText(line, { x, y: yy, size, font, color: NAVY });
  return yy - size * 1.45;
}

function table(
  page: PDFPage,
  bold: PDFFont,
  regular: PDFFont,
  rows: [string, string][],
  x: number,
  y: number,
  width: number,
): number {
  let yy = y;
  rows.forEach(([k, v], i) => {
    if (i % 2 === 0) page.drawRectangle({ x, y: yy - 7, width, height: 22, color: LIGHT });
    page.drawText(ansi(k), { x: x + 8, y: yy, size: 10, font: bold, color: NAVY });
    page.drawText(ansi(v), { x: x + width * 0.38, y: yy, size: 10, font: regular, color: NAVY });
    yy -= 22;
  });
  return yy;
}

/** A real multi-page PDF: cover with hero render, technical data, and service/contact page. */
export async function writeDocument(name: string): Promise<void> {
  const d = DOCUMENTS[name];
  if (!d) throw new Error(`unknown document ${name}`);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${d.title} – ${d.subtitle}`);
  pdf.setAuthor('Virtual Factory GmbH');
  pdf.setSubject(d.subtitle);
  pdf.setCreationDate(new Date('2026-01-15T09:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-15T09:00:00Z'));
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const images: PDFImage[] = [];
  for (const img of d.images) {
    const set = imageSetLayout(photoSpec(img));
    const file = set.formats.large?.file ?? set.original.file;
    images.push(await pdf.embedJpg(await readFile(path.join(UPLOADS, file))));
  }
  const total = 3;
  const [w] = A4;
  const p1 = pdf.addPage(A4);
  header(p1, bold, regular, d.title, d.subtitle, 1, total);
  let y = 760 - 140;
  y -= image(p1, images[0]!, 40, y + 20, w - 80) + 10;
  y = paragraph(
    p1,
    regular,
    d.kind === 'datasheet'
      ? `The ${d.title} combines a rigid machine base, fast drives and a connected control. It is built for short set-up times, high availability and transparent production data, from single parts to automated series production.`
      : `This plan lists the recurring maintenance work for machining centres of the VF series. Keeping to the intervals protects accuracy and availability and is a condition of the extended warranty.`,
    40,
    y,
    w - 80,
  );
  const bullets =
    d.kind === 'datasheet'
      ? [
          'Ready for automation: robot and pallet interfaces',
          'Live machine data (OPC UA, MQTT) for the control room',
          'Remote service and predictive maintenance',
        ]
      : [
          'Use original spare parts only',
          'Record every intervention in the service log',
          'Contact the service centre for spindle work',
        ];
  y -= 6;
  for (const b of bullets) {
    p1.drawRectangle({ x: 42, y: y + 2, width: 5, height: 5, color: TEAL });
    y = paragraph(p1, regular, b, 54, y, w - 100);
  }
  const p2 = pdf.addPage(A4);
  header(p2, bold, regular, d.kind === 'datasheet' ? 'Technical data' : 'Maintenance intervals', d.subtitle, 2, total);
  y = table(p2, bold, regular, SPECS[name] ?? [], 40, 680, w - 80);
  if (images[1]) image(p2, images[1], 40, y - 20, w - 80);
  const p3 = pdf.addPage(A4);
  header(
    p3,
    bold,
    regular,
    d.kind === 'datasheet' ? 'Service and contact' : 'Safety and contact',
    d.subtitle,
    3,
    total,
  );
  y = paragraph(
    p3,
    regular,
    'Our service centre supports you over the whole life of the machine: commissioning, training, maintenance contracts, spare parts within 24 hours and remote diagnosis from the control room.',
    40,
    690,
    w - 80,
  );
  y = table(
    p3,
    bold,
    regular,
    [
      ['Service hotline', '+49 89 1234 5678-0'],
      ['E-mail', 'service@virtual-factory.example'],
      ['Spare parts', 'shop.example.com/spare-parts'],
      ['Opening hours', 'Mon–Fri 7:00–18:00'],
    ],
    40,
    y - 10,
    w - 80,
  );
  if (images[2]) image(p3, images[2], 40, y - 20, w - 80);
  await writeFile(path.join(UPLOADS, documentFile(name)), await pdf.save({ useObjectStreams: true }));
}
