import type { EdgePlan } from './types.ts';

/**
 * Transitions, each rendered in both directions. `via` points route the flight through doors and
 * aisles instead of walls. Portals join worlds (factory gates to the service centre and the lab).
 */
export const EDGES: EdgePlan[] = [
  { a: 'factory-entrance', b: 'factory-lobby', via: [] },
  {
    a: 'factory-entrance',
    b: 'factory-hall',
    via: [
      [-40, 2.0, 0],
      [-36, 2.3, 0],
      [-34.6, 4.6, -2.6],
    ],
    weight: 140,
  },
  {
    a: 'factory-lobby',
    b: 'factory-hall',
    via: [
      [-40, 2.0, 0.3],
      [-36, 2.3, 0],
      [-34.6, 4.6, -2.6],
    ],
  },
  { a: 'factory-hall', b: 'factory-cnc', via: [] },
  { a: 'factory-hall', b: 'factory-robotics', via: [] },
  { a: 'factory-cnc', b: 'factory-robotics', via: [[-22, 2.6, -2.5]], weight: 150 },
  { a: 'factory-robotics', b: 'factory-assembly', via: [] },
  { a: 'factory-assembly', b: 'factory-quality', via: [[-4, 2.6, 2.8]] },
  { a: 'factory-cnc', b: 'factory-quality', via: [[-6, 2.2, -6.5]], weight: 120 },
  {
    a: 'factory-quality',
    b: 'factory-control-room',
    via: [
      [16.9, 1.8, -8.2],
      [16.9, 1.75, -11.8],
    ],
  },
  {
    a: 'factory-quality',
    b: 'factory-warehouse',
    via: [
      [19, 3.0, -9.5],
      [24, 3.6, -9.5],
    ],
  },
  { a: 'factory-warehouse', b: 'factory-shipping', via: [] },
  {
    a: 'factory-robotics',
    b: 'factory-service-gate',
    via: [
      [-17.6, 2.8, 3.2],
      [-16.8, 2.5, 12],
    ],
  },
  { a: 'factory-quality', b: 'factory-lab-gate', via: [[7.2, 2.5, 9]] },
  {
    a: 'factory-service-gate',
    b: 'service-reception',
    via: [
      [-20.6, 2.0, 18.6],
      [-20.3, 1.85, 21],
    ],
  },
  { a: 'factory-lab-gate', b: 'lab-entrance', via: [[6.4, 1.9, 19.4]] },
  { a: 'service-reception', b: 'service-workshop', via: [] },
  { a: 'service-workshop', b: 'service-parts', via: [] },
  { a: 'service-reception', b: 'service-parts', via: [], weight: 110 },
  { a: 'lab-entrance', b: 'lab-additive', via: [] },
  { a: 'lab-entrance', b: 'lab-cobot', via: [] },
  { a: 'lab-cobot', b: 'lab-additive', via: [] },
];
