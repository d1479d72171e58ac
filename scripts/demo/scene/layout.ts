/** Floor plan of the campus in metres: x east, z south, y up. One scene holds all three worlds. */
export interface Zone {
  id: 'lobby' | 'hall' | 'logistics' | 'service' | 'lab';
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  h: number;
}

export const ZONES: Zone[] = [
  { id: 'lobby', x0: -56, x1: -36, z0: -12, z1: 12, h: 7 },
  { id: 'hall', x0: -36, x1: 24, z0: -20, z1: 20, h: 12 },
  { id: 'logistics', x0: 24, x1: 60, z0: -20, z1: 20, h: 13 },
  { id: 'service', x0: -36, x1: -6, z0: 20, z1: 40, h: 8 },
  { id: 'lab', x0: -6, x1: 24, z0: 20, z1: 40, h: 6 },
];

export function zone(id: Zone['id']): Zone {
  const z = ZONES.find((c) => c.id === id);
  if (!z) throw new Error(`no zone ${id}`);
  return z;
}
