import type { DashboardPlan } from './content-types.ts';

const contacts = {
  sales: {
    name: 'Dr. Katrin Vogel',
    role: { de: 'Leiterin Vertrieb', en: 'Head of Sales' },
    email: 'k.vogel@virtual-factory.example',
    phone: '+49 89 1234 5678-10',
    avatar: 'avatar-kv',
  },
  plant: {
    name: 'Markus Brandt',
    role: { de: 'Werkleiter', en: 'Plant Manager' },
    email: 'm.brandt@virtual-factory.example',
    phone: '+49 89 1234 5678-20',
    avatar: 'avatar-mb',
  },
  logistics: {
    name: 'Aylin Demir',
    role: { de: 'Leiterin Logistik', en: 'Head of Logistics' },
    email: 'a.demir@virtual-factory.example',
    phone: null,
    avatar: 'avatar-ad',
  },
  service: {
    name: 'Tomasz Nowak',
    role: { de: 'Serviceleiter', en: 'Service Manager' },
    email: 'service@virtual-factory.example',
    phone: '+49 89 1234 5678-0',
    avatar: 'avatar-tn',
  },
  energy: {
    name: 'Lena Hoffmann',
    role: { de: 'Energiemanagerin', en: 'Energy Manager' },
    email: null,
    phone: '+49 89 1234 5678-35',
    avatar: null,
  },
};

/** Dashboards (texts de/en; other factory locales via the phrasebooks in plan/i18n). */
export const DASHBOARDS: DashboardPlan[] = [
  {
    key: 'company',
    world: 'factory',
    title: { de: 'Virtual Factory GmbH', en: 'Virtual Factory GmbH' },
    logo: 'logo-light',
    links: [
      {
        label: { de: 'Website', en: 'Website' },
        action: 'open-link',
        target: { url: 'https://www.virtual-factory.example', newTab: true },
      },
      {
        label: { de: 'Karriere', en: 'Careers' },
        action: 'open-link',
        target: { url: 'http://jobs.virtual-factory.example' },
      },
      {
        label: { de: 'Produktübersicht', en: 'Product overview' },
        action: 'open-pdf',
        target: { document: 'datasheet-vf-800' },
      },
    ],
    contacts: [contacts.sales, contacts.plant],
    buttons: [
      { label: { de: 'Kontakt aufnehmen', en: 'Get in touch' }, action: 'open-contact-form', target: { none: true } },
      { label: { de: 'Imagefilm', en: 'Corporate film' }, action: 'open-media', target: { mediaSet: 'media-film' } },
    ],
    library: [
      {
        title: { de: 'VF-500 im 360°-Video', en: 'VF-500 in a 360° video' },
        cover: 'product-cnc-34',
        media: 'turntable-cnc',
      },
      {
        title: { de: 'Imagefilm auf YouTube', en: 'Corporate film on YouTube' },
        cover: 'product-cnc-front',
        media: 'platform',
      },
      {
        title: { de: 'Datenblatt VF-800', en: 'VF-800 data sheet' },
        cover: 'product-cnc-front',
        media: 'datasheet-vf-800',
      },
      { title: { de: 'Roboterzelle', en: 'Robot cell' }, cover: 'detail-robot', media: 'detail-robot' },
    ],
  },
  {
    key: 'line-2',
    world: 'factory',
    title: { de: 'Montagelinie 2 – Live', en: 'Assembly line 2 – live' },
    logo: null,
    links: [
      {
        label: { de: 'Schichtplan', en: 'Shift plan' },
        action: 'open-link',
        target: { url: 'https://intranet.example.com/shifts' },
      },
      {
        label: { de: 'Zur Linie', en: 'Go to the line' },
        action: 'navigate',
        target: { location: 'factory-assembly' },
      },
    ],
    contacts: [contacts.plant],
    buttons: [
      {
        label: { de: 'Artikel Montage 4.0', en: 'Assembly 4.0 article' },
        action: 'open-article',
        target: { article: 'assembly' },
      },
    ],
    library: [
      {
        title: { de: 'Förderband im Detail', en: 'Conveyor in detail' },
        cover: 'detail-conveyor',
        media: 'detail-conveyor',
      },
    ],
  },
  {
    key: 'plant-kpi',
    world: 'factory',
    title: { de: 'Werkskennzahlen', en: 'Plant KPIs' },
    logo: 'logo-dark',
    links: [
      {
        label: { de: 'OEE-Bericht', en: 'OEE report' },
        action: 'open-link',
        target: { url: 'https://www.example.com/oee', newTab: true },
      },
      {
        label: { de: 'Energiemonitoring', en: 'Energy monitoring' },
        action: 'open-dashboard',
        target: { dashboard: 'energy' },
      },
    ],
    contacts: [contacts.plant],
    buttons: [
      {
        label: { de: 'Zur Produktionshalle', en: 'To the production hall' },
        action: 'navigate',
        target: { location: 'factory-hall' },
      },
    ],
    library: [
      { title: { de: 'Leitstand', en: 'Control room' }, cover: 'detail-control', media: 'detail-control' },
      { title: { de: 'Roboter in Bewegung', en: 'Robot in motion' }, cover: 'product-robot', media: 'turntable-robot' },
    ],
  },
  {
    key: 'energy',
    world: 'factory',
    title: { de: 'Energiemonitoring', en: 'Energy monitoring' },
    logo: null,
    links: [
      {
        label: { de: 'Nachhaltigkeitsbericht', en: 'Sustainability report' },
        action: 'open-link',
        target: { url: 'www.example.com' },
      },
    ],
    contacts: [contacts.energy],
    buttons: [
      {
        label: { de: 'Werkskennzahlen', en: 'Plant KPIs' },
        action: 'open-dashboard',
        target: { dashboard: 'plant-kpi' },
      },
    ],
    library: [],
  },
  {
    key: 'logistics',
    world: 'factory',
    title: { de: 'Logistik-Cockpit', en: 'Logistics cockpit' },
    logo: null,
    links: [
      {
        label: { de: 'Zeitfenster buchen', en: 'Book a time slot' },
        action: 'open-link',
        target: { url: 'https://slots.example.com', newTab: true },
      },
      {
        label: { de: 'Logistik anrufen', en: 'Call logistics' },
        action: 'open-link',
        target: { url: 'tel:+4989123456740' },
      },
    ],
    contacts: [contacts.logistics],
    buttons: [
      {
        label: { de: 'Lagerlogistik', en: 'Warehouse logistics' },
        action: 'open-article',
        target: { article: 'warehouse' },
      },
    ],
    library: [
      {
        title: { de: 'Stapler im Einsatz', en: 'Forklift at work' },
        cover: 'detail-forklift',
        media: 'detail-forklift',
      },
      { title: { de: 'Verladerampe', en: 'Loading dock' }, cover: 'detail-dock', media: 'detail-dock' },
    ],
  },
  {
    key: 'service',
    world: 'service',
    title: { de: 'Service-Team', en: 'Service team' },
    logo: 'logo-dark',
    links: [
      {
        label: { de: 'Service-Portal', en: 'Service portal' },
        action: 'open-link',
        target: { url: 'https://service.example.com', newTab: true },
      },
      {
        label: { de: 'E-Mail an den Service', en: 'E-mail service' },
        action: 'open-link',
        target: { url: 'mailto:service@virtual-factory.example' },
      },
    ],
    contacts: [contacts.service],
    buttons: [
      {
        label: { de: 'Wartungsplan', en: 'Maintenance plan' },
        action: 'open-pdf',
        target: { document: 'maintenance-plan' },
      },
    ],
    library: [{ title: { de: 'Werkstatt', en: 'Workshop' }, cover: 'detail-repair', media: 'detail-repair' }],
  },
];
