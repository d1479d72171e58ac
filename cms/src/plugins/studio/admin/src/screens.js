import { coverFitOf, shownPart } from '../../../../../../src/domain/cover-fit.ts';
import { SOLD_SCREENS, stageOf } from '../../../../../../src/domain/layout.ts';

/** How each sold screen's crop is drawn: a colour and a line style of its own, and its name in a tag. */
const STYLES = {
  wall: { colour: '#facc15', line: 'solid' },
  table: { colour: '#22d3ee', line: 'dashed' },
  'portrait wall': { colour: '#f472b6', line: 'dotted' },
  phone: { colour: '#a3e635', line: 'double' },
};

/** The sold screens with what each shows of a `pictureAspect` picture (the showroom's own rules). */
export function screenCrops(pictureAspect) {
  return Object.entries(SOLD_SCREENS).map(([name, size]) => ({
    name,
    size,
    crop: shownPart(coverFitOf(pictureAspect, stageOf(size.width, size.height).aspect)),
    ...STYLES[name],
  }));
}

/** True when the point (fractions of the picture) lies in the crop. */
export function inCrop({ x, y }, crop) {
  return x >= crop.x && x <= crop.x + crop.width && y >= crop.y && y <= crop.y + crop.height;
}
