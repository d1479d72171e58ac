import type { GroupPlan, LocationPlan, WorldPlan } from './types.ts';

export const SERVICE_WORLD: WorldPlan = {
  slug: 'service',
  name: { de: 'Service-Center', en: 'Service centre', 'en-US': 'Service Center' },
  start: 'service-reception',
  protectWithPassword: false,
  onlyLoggedIn: true,
  isDefault: false,
  urlAlias: null,
  logo: 'logo-dark',
  accent: '#2f5d7c',
};

export const LAB_WORLD: WorldPlan = {
  slug: 'innovation-lab',
  name: { de: 'Innovation Lab', en: 'Innovation Lab' },
  start: 'lab-entrance',
  protectWithPassword: true,
  onlyLoggedIn: false,
  legacyLoginFlag: true,
  isDefault: false,
  urlAlias: 'lab.virtual-factory.example',
  logo: 'logo-dark',
  accent: '#0e7490',
};

export const SERVICE_LAB_GROUPS: GroupPlan[] = [
  {
    slug: 'service-center',
    world: 'service',
    color: '#2f5d7c',
    menus: ['group-service'],
    title: { de: 'Kundendienst', en: 'Customer service' },
  },
  {
    slug: 'lab',
    world: 'innovation-lab',
    color: '#0e7490',
    menus: ['group-lab'],
    title: { de: 'Innovation Lab', en: 'Innovation Lab' },
  },
];

export const SERVICE_LOCATIONS: LocationPlan[] = [
  {
    payloadId: 'service-reception',
    world: 'service',
    group: 'service-center',
    title: { de: 'Service-Empfang', en: 'Service desk' },
    pose: { pos: [-18.6, 1.7, 22.2], target: [-23.2, 1.35, 27.5], fov: 60 },
    animation: 'fade_in',
    category: { key: 'service' },
    priorityInCategory: 1,
    menus: [],
    hotspots: [
      {
        kind: 'open-article',
        anchor: 'service-counter',
        target: 'service-offer',
        categories: ['info'],
        priority: 1,
        title: { de: 'Unser Serviceangebot', en: 'Our service offer' },
      },
      {
        kind: 'open-dashboard',
        anchor: 'repair-cnc-tower',
        target: 'service',
        categories: ['contact'],
        priority: 2,
        title: { de: 'Service-Team', en: 'Service team' },
      },
    ],
  },
  {
    payloadId: 'service-workshop',
    world: 'service',
    group: 'service-center',
    title: { de: 'Reparaturwerkstatt', en: 'Repair workshop' },
    pose: { pos: [-22.2, 2.1, 28.2], target: [-29.2, 1.2, 35.5], fov: 56 },
    animation: 'zoom_in',
    category: { key: 'service' },
    priorityInCategory: 2,
    menus: [],
    hotspots: [
      {
        kind: 'open-article',
        anchor: 'repair-cnc-open',
        target: 'maintenance',
        categories: ['machines'],
        priority: 1,
        title: { de: 'Instandsetzung', en: 'Overhaul' },
      },
      {
        kind: 'open-documents',
        anchor: 'repair-cnc-tower',
        target: 'docs-maintenance',
        categories: ['documents'],
        priority: 2,
        title: { de: 'Wartungshandbuch', en: 'Maintenance manual' },
      },
    ],
  },
  {
    payloadId: 'service-parts',
    world: 'service',
    group: 'service-center',
    title: { de: 'Ersatzteillager', en: 'Spare parts store' },
    pose: { pos: [-17.6, 1.75, 31.5], target: [-11.2, 1.2, 26.6], fov: 56 },
    animation: 'slide_up',
    category: { key: 'service' },
    priorityInCategory: 3,
    menus: [],
    hotspots: [
      {
        kind: 'open-link',
        anchor: 'spare-parts',
        target: 'https://shop.example.com/spare-parts',
        newTab: true,
        categories: ['info'],
        priority: 1,
        title: { de: 'Ersatzteil-Shop', en: 'Spare parts shop' },
      },
      {
        kind: 'menu',
        anchor: 'parts-sign',
        target: 'menu-service',
        categories: ['contact'],
        priority: 2,
        title: { de: 'Service-Menü', en: 'Service menu' },
      },
    ],
  },
];

export const LAB_LOCATIONS: LocationPlan[] = [
  {
    payloadId: 'lab-entrance',
    world: 'innovation-lab',
    group: 'lab',
    title: { de: 'Lab-Eingang', en: 'Lab entrance' },
    pose: { pos: [4.4, 1.7, 22.6], target: [9.5, 1.4, 31], fov: 62 },
    animation: 'fade_in',
    category: { key: 'innovation' },
    priorityInCategory: 1,
    menus: [],
    hotspots: [
      {
        kind: 'open-article',
        anchor: 'digital-twin',
        target: 'digital-twin',
        categories: ['info'],
        priority: 1,
        title: { de: 'Digitaler Zwilling', en: 'Digital twin' },
      },
      {
        kind: 'navigation',
        anchor: 'cobot',
        target: 'lab-cobot',
        categories: ['navigation'],
        priority: 2,
        title: { de: 'Cobot-Demo', en: 'Cobot demo' },
      },
    ],
  },
  {
    payloadId: 'lab-additive',
    world: 'innovation-lab',
    group: 'lab',
    title: { de: 'Additive Fertigung', en: 'Additive manufacturing' },
    pose: { pos: [13.2, 1.9, 31.2], target: [21.6, 1.1, 28.2], fov: 58 },
    animation: 'zoom_in',
    category: { key: 'innovation' },
    priorityInCategory: 2,
    menus: [],
    hotspots: [
      {
        kind: 'open-article',
        anchor: 'printers',
        target: 'additive',
        categories: ['machines'],
        priority: 1,
        title: { de: '3D-Druck', en: '3D printing' },
      },
      {
        kind: 'open-media',
        anchor: 'printer-4',
        target: 'media-lab',
        categories: ['media'],
        priority: 2,
        title: { de: 'Gedruckte Bauteile', en: 'Printed parts' },
      },
    ],
  },
  {
    payloadId: 'lab-cobot',
    world: 'innovation-lab',
    group: 'lab',
    title: { de: 'Cobot-Arbeitsplatz', en: 'Cobot workstation' },
    pose: { pos: [6.2, 1.7, 26.4], target: [8.4, 1.15, 30.5], fov: 52 },
    animation: 'slide_up',
    category: { key: 'innovation' },
    priorityInCategory: 3,
    menus: [],
    hotspots: [
      {
        kind: 'open-article',
        anchor: 'cobot',
        target: 'cobots',
        categories: ['machines'],
        priority: 1,
        title: { de: 'Mensch-Roboter-Kollaboration', en: 'Human–robot collaboration' },
      },
      {
        kind: 'open-link',
        anchor: 'digital-twin',
        target: 'https://www.example.com/cobots',
        newTab: true,
        categories: ['info'],
        priority: 2,
        title: { de: 'Cobot-Konfigurator', en: 'Cobot configurator' },
      },
    ],
  },
];

export const SERVICE_TOUR = ['service-reception', 'service-workshop', 'service-parts'];
export const LAB_TOUR = ['lab-entrance', 'lab-additive', 'lab-cobot'];
