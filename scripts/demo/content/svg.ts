import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS, fileHash } from '../paths.ts';

const wrap = (body: string, color = '#0f2a3d'): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="${color}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${body}</svg>\n`;

/** Small line icons for article sections (/api/icons). */
export const ICONS: Record<string, string> = {
  factory: wrap('<path d="M3 21V10l5 3V10l5 3V6l8 4v11z"/><path d="M7 17h2m4 0h2"/>'),
  gear: wrap(
    '<circle cx="12" cy="12" r="3"/><path d="M12 2v3m0 14v3M2 12h3m14 0h3M4.9 4.9 7 7m10 10 2.1 2.1M4.9 19.1 7 17m10-10 2.1-2.1"/>',
  ),
  robot: wrap('<path d="M5 21h8M9 21v-4l-3-5 5-4 5 3"/><circle cx="16" cy="11" r="1.6"/><path d="M17 12.5 20 16"/>'),
  conveyor: wrap(
    '<rect x="3" y="14" width="18" height="4" rx="2"/><rect x="6" y="8" width="5" height="6"/><rect x="13" y="9" width="4" height="5"/>',
  ),
  shield: wrap('<path d="M12 3 4 6v6c0 4.4 3.4 8 8 9 4.6-1 8-4.6 8-9V6z"/><path d="m9 12 2 2 4-4"/>'),
  box: wrap('<path d="M3 7l9-4 9 4-9 4z"/><path d="M3 7v10l9 4 9-4V7M12 11v10"/>'),
  truck: wrap('<path d="M2 6h11v10H2zM13 9h5l3 4v3h-8"/><circle cx="6" cy="18" r="2"/><circle cx="17" cy="18" r="2"/>'),
  chart: wrap('<path d="M3 3v18h18"/><path d="m7 15 4-4 3 3 5-6"/>'),
  wrench: wrap('<path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z"/>'),
  bulb: wrap(
    '<path d="M9 18h6M10 21h4"/><path d="M12 3a6 6 0 0 0-4 10.5c.8.8 1 1.5 1 2.5h6c0-1 .2-1.7 1-2.5A6 6 0 0 0 12 3z"/>',
  ),
  printer: wrap('<rect x="4" y="3" width="16" height="18" rx="1"/><path d="M4 8h16M9 16h6v2H9zM12 8v5"/>'),
  document: wrap('<path d="M6 2h8l4 4v16H6z"/><path d="M14 2v4h4M9 12h6M9 16h6"/>'),
  play: wrap('<circle cx="12" cy="12" r="9"/><path d="m10 8 6 4-6 4z"/>'),
  mail: wrap('<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/>'),
};

/** The wordmark is fitted to 228 units (`textLength`): whatever font draws it, it ends inside the 320-wide box. */
function logo(dark: boolean): string {
  const text = dark ? '#ffffff' : '#0f2a3d';
  const sub = dark ? '#9fd8d8' : '#4a6272';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 64" width="320" height="64">
  <path d="M8 56 26 12l18 44z" fill="#00a3a6"/><path d="M32 56 50 12l18 44z" fill="#f28c28" opacity=".95"/>
  <text x="80" y="36" textLength="228" lengthAdjust="spacingAndGlyphs" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="26" fill="${text}">VIRTUAL FACTORY</text>
  <text x="81" y="54" font-family="DejaVu Sans, Arial, sans-serif" font-size="11" fill="${sub}">Smart Manufacturing Systems</text>
</svg>\n`;
}

function avatar(initials: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><circle cx="48" cy="48" r="48" fill="${color}"/><text x="48" y="58" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" font-weight="700" fill="#fff">${initials}</text></svg>\n`;
}

export const LOGOS: Record<string, string> = {
  'logo-light': logo(false),
  'logo-dark': logo(true),
  'app-logo': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="#0f2a3d"/><path d="M8 50 22 16l14 34z" fill="#00a3a6"/><path d="M28 50 42 16l14 34z" fill="#f28c28"/></svg>\n`,
};

export const AVATARS: Record<string, string> = {
  'avatar-kv': avatar('KV', '#00a3a6'),
  'avatar-mb': avatar('MB', '#f28c28'),
  'avatar-ad': avatar('AD', '#10b981'),
  'avatar-tn': avatar('TN', '#2f5d7c'),
};

export const svgFile = (name: string): string => `${fileHash(name)}.svg`;

/** Writes every SVG (icons, logos, contact avatars) to uploads. */
export async function writeSvgs(): Promise<void> {
  for (const [name, svg] of Object.entries({ ...ICONS, ...LOGOS, ...AVATARS })) {
    await writeFile(
      path.join(
        UPLOADS,
        svgFile(name.startsWith('logo') || name.startsWith('app') || name.startsWith('avatar') ? name : `icon-${name}`),
      ),
      svg,
    );
  }
}
