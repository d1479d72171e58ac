import type { ButtonPlan, MenuPlan } from './content-types.ts';
import type { Text } from './types.ts';

const back: ButtonPlan = { label: { de: 'Zurück', en: 'Back' }, action: 'go-back', target: { none: true } };
const nav = (label: Text, location: string): ButtonPlan => ({ label, action: 'navigate', target: { location } });

/** Menus (texts de/en; other factory locales via the phrasebooks in plan/i18n). */
export const MENUS: MenuPlan[] = [
  {
    key: 'application-main',
    world: '*',
    title: { de: 'Hauptmenü', en: 'Main menu' },
    items: [
      nav({ de: 'Start', en: 'Start' }, 'factory-entrance'),
      nav({ de: 'Produktionshalle', en: 'Production hall' }, 'factory-hall'),
      {
        label: { de: 'Fertigungsbereiche', en: 'Manufacturing areas' },
        action: 'open-menu',
        target: { menu: 'menu-production' },
      },
      nav({ de: 'Hochregallager', en: 'High-bay warehouse' }, 'factory-warehouse'),
      nav({ de: 'Leitstand', en: 'Control room' }, 'factory-control-room'),
      { label: { de: 'Unternehmen', en: 'Company' }, action: 'open-dashboard', target: { dashboard: 'company' } },
      {
        label: { de: 'Service-Center', en: 'Service centre' },
        action: 'navigate',
        target: { location: 'service-reception' },
      },
      {
        label: { de: 'Innovation Lab', en: 'Innovation Lab' },
        action: 'navigate',
        target: { location: 'lab-entrance' },
      },
      {
        label: { de: 'Showroom mit Begrüßung', en: 'Showroom with welcome' },
        action: 'navigate',
        target: { location: 'factory-lobby' },
        stack: [
          { action: 'navigate', target: { location: 'factory-lobby' } },
          { action: 'open-article', target: { article: 'welcome' } },
        ],
      },
    ],
  },
  {
    key: 'application-footer',
    world: '*',
    title: { de: 'Fußzeile', en: 'Footer' },
    items: [
      {
        label: { de: 'Impressum', en: 'Legal notice' },
        action: 'open-link',
        target: { url: 'https://www.virtual-factory.example/impressum', newTab: true },
      },
      {
        label: { de: 'Datenschutz', en: 'Privacy' },
        action: 'open-link',
        target: { url: 'https://www.virtual-factory.example/datenschutz', newTab: true },
      },
      {
        label: { de: 'Karriere', en: 'Careers' },
        action: 'open-link',
        target: { url: 'http://jobs.virtual-factory.example' },
      },
      { label: { de: 'Presse', en: 'Press' }, action: 'open-link', target: { url: 'www.example.com' } },
    ],
  },
  {
    key: 'application-contacts',
    world: '*',
    title: { de: 'Kontakt', en: 'Contact' },
    items: [
      { label: { de: 'Kontaktformular', en: 'Contact form' }, action: 'open-contact-form', target: { none: true } },
      {
        label: { de: 'E-Mail schreiben', en: 'Send an e-mail' },
        action: 'open-link',
        target: { url: 'mailto:info@virtual-factory.example' },
      },
      { label: { de: 'Anrufen', en: 'Call us' }, action: 'open-link', target: { url: 'tel:+4989123456780' } },
      {
        label: { de: 'Ansprechpartner', en: 'Contact persons' },
        action: 'open-dashboard',
        target: { dashboard: 'company' },
      },
    ],
  },
  {
    key: 'world-factory',
    world: 'factory',
    title: { de: 'Fabrik', en: 'Factory' },
    items: [
      nav({ de: 'Empfang', en: 'Reception' }, 'factory-entrance'),
      nav({ de: 'Produktion', en: 'Production' }, 'factory-hall'),
      nav({ de: 'Logistik', en: 'Logistics' }, 'factory-warehouse'),
      nav({ de: 'Leitstand', en: 'Control room' }, 'factory-control-room'),
      { label: { de: 'Kontakt', en: 'Contact' }, action: 'open-menu', target: { menu: 'menu-contact' } },
    ],
  },
  {
    key: 'group-entrance',
    world: 'factory',
    title: { de: 'Empfang', en: 'Reception' },
    items: [
      nav({ de: 'Eingang', en: 'Entrance' }, 'factory-entrance'),
      nav({ de: 'Foyer & Showroom', en: 'Lobby & showroom' }, 'factory-lobby'),
      { label: { de: 'Willkommen', en: 'Welcome' }, action: 'open-article', target: { article: 'welcome' } },
    ],
  },
  {
    key: 'group-production',
    world: 'factory',
    title: { de: 'Produktion', en: 'Production' },
    items: [
      nav({ de: 'Hallenübersicht', en: 'Hall overview' }, 'factory-hall'),
      nav({ de: 'CNC-Bearbeitung', en: 'CNC machining' }, 'factory-cnc'),
      nav({ de: 'Roboterzelle', en: 'Robot cell' }, 'factory-robotics'),
      nav({ de: 'Montagelinie', en: 'Assembly line' }, 'factory-assembly'),
      nav({ de: 'Qualitätssicherung', en: 'Quality assurance' }, 'factory-quality'),
      { label: { de: 'Dokumente', en: 'Documents' }, action: 'open-menu', target: { menu: 'menu-production-docs' } },
    ],
  },
  {
    key: 'group-logistics',
    world: 'factory',
    title: { de: 'Logistik', en: 'Logistics' },
    items: [
      nav({ de: 'Hochregallager', en: 'High-bay warehouse' }, 'factory-warehouse'),
      nav({ de: 'Versand', en: 'Shipping' }, 'factory-shipping'),
      {
        label: { de: 'Logistik-Cockpit', en: 'Logistics cockpit' },
        action: 'open-dashboard',
        target: { dashboard: 'logistics' },
      },
    ],
  },
  {
    key: 'group-services',
    world: 'factory',
    title: { de: 'Leitstand & Services', en: 'Control & services' },
    items: [
      nav({ de: 'Leitstand', en: 'Control room' }, 'factory-control-room'),
      nav({ de: 'Zugang Service-Center', en: 'To the service centre' }, 'factory-service-gate'),
      nav({ de: 'Zugang Innovation Lab', en: 'To the Innovation Lab' }, 'factory-lab-gate'),
    ],
  },
  {
    key: 'location-factory-entrance',
    world: 'factory',
    title: { de: 'Am Eingang', en: 'At the entrance' },
    items: [
      { label: { de: 'Willkommen', en: 'Welcome' }, action: 'open-article', target: { article: 'welcome' } },
      { label: { de: 'Imagefilm', en: 'Corporate film' }, action: 'open-media', target: { mediaSet: 'media-film' } },
      { label: { de: 'Kontakt', en: 'Contact' }, action: 'open-menu', target: { menu: 'menu-contact' } },
    ],
  },
  {
    key: 'location-factory-hall',
    world: 'factory',
    title: { de: 'In der Halle', en: 'In the hall' },
    items: [
      {
        label: { de: 'Fertigungsbereiche', en: 'Manufacturing areas' },
        action: 'open-menu',
        target: { menu: 'menu-production' },
      },
      { label: { de: 'Bildergalerie', en: 'Gallery' }, action: 'open-media', target: { mediaSet: 'media-hall' } },
    ],
  },
  {
    key: 'location-factory-shipping',
    world: 'factory',
    title: { de: 'Im Versand', en: 'In shipping' },
    items: [
      { label: { de: 'Verladung', en: 'Loading' }, action: 'open-article', target: { article: 'shipping' } },
      { label: { de: 'Ansprechpartner', en: 'Contacts' }, action: 'open-menu', target: { menu: 'menu-contact' } },
    ],
  },
  {
    key: 'menu-production',
    world: 'factory',
    title: { de: 'Fertigungsbereiche', en: 'Manufacturing areas' },
    items: [
      back,
      nav({ de: 'CNC-Bearbeitung', en: 'CNC machining' }, 'factory-cnc'),
      nav({ de: 'Roboterzelle', en: 'Robot cell' }, 'factory-robotics'),
      nav({ de: 'Montagelinie', en: 'Assembly line' }, 'factory-assembly'),
      nav({ de: 'Qualitätssicherung', en: 'Quality assurance' }, 'factory-quality'),
      { label: { de: 'Dokumente', en: 'Documents' }, action: 'open-menu', target: { menu: 'menu-production-docs' } },
    ],
  },
  {
    key: 'menu-production-docs',
    world: 'factory',
    title: { de: 'Dokumente', en: 'Documents' },
    items: [
      back,
      {
        label: { de: 'Datenblatt VF-650', en: 'VF-650 data sheet' },
        action: 'open-pdf',
        target: { document: 'datasheet-vf-650' },
      },
      {
        label: { de: 'Datenblatt RX-6', en: 'RX-6 data sheet' },
        action: 'open-pdf',
        target: { document: 'datasheet-rx-6' },
      },
      {
        label: { de: 'VF-500 im Video', en: 'VF-500 on video' },
        action: 'open-video',
        target: { video: 'turntable-cnc' },
        cover: 'product-cnc-34',
      },
    ],
  },
  {
    key: 'menu-contact',
    world: 'factory',
    title: { de: 'Ansprechpartner', en: 'Contacts' },
    items: [
      back,
      { label: { de: 'Kontaktformular', en: 'Contact form' }, action: 'open-contact-form', target: { none: true } },
      {
        label: { de: 'E-Mail an den Vertrieb', en: 'E-mail sales' },
        action: 'open-link',
        target: { url: 'mailto:sales@virtual-factory.example' },
      },
      {
        label: { de: 'Zentrale anrufen', en: 'Call reception' },
        action: 'open-link',
        target: { url: 'tel:+4989123456780' },
      },
      { label: { de: 'Unternehmen', en: 'Company' }, action: 'open-dashboard', target: { dashboard: 'company' } },
    ],
  },
  {
    key: 'world-service',
    world: 'service',
    title: { de: 'Service-Center', en: 'Service centre' },
    items: [
      nav({ de: 'Empfang', en: 'Service desk' }, 'service-reception'),
      nav({ de: 'Werkstatt', en: 'Workshop' }, 'service-workshop'),
      nav({ de: 'Ersatzteile', en: 'Spare parts' }, 'service-parts'),
      nav({ de: 'Zurück in die Fabrik', en: 'Back to the factory' }, 'factory-service-gate'),
    ],
  },
  {
    key: 'group-service',
    world: 'service',
    title: { de: 'Kundendienst', en: 'Customer service' },
    items: [
      {
        label: { de: 'Serviceangebot', en: 'Service offer' },
        action: 'open-article',
        target: { article: 'service-offer' },
      },
    ],
  },
  {
    key: 'menu-service',
    world: 'service',
    title: { de: 'Service-Menü', en: 'Service menu' },
    items: [
      back,
      {
        label: { de: 'Wartungsplan', en: 'Maintenance plan' },
        action: 'open-pdf',
        target: { document: 'maintenance-plan' },
      },
      { label: { de: 'Service-Team', en: 'Service team' }, action: 'open-dashboard', target: { dashboard: 'service' } },
      {
        label: { de: 'Service anrufen', en: 'Call service' },
        action: 'open-link',
        target: { url: 'tel:+4989123456780' },
      },
    ],
  },
  {
    key: 'world-innovation-lab',
    world: 'innovation-lab',
    title: { de: 'Innovation Lab', en: 'Innovation Lab' },
    items: [
      nav({ de: 'Lab-Eingang', en: 'Lab entrance' }, 'lab-entrance'),
      nav({ de: '3D-Druck', en: '3D printing' }, 'lab-additive'),
      nav({ de: 'Cobots', en: 'Cobots' }, 'lab-cobot'),
      nav({ de: 'Zurück in die Fabrik', en: 'Back to the factory' }, 'factory-lab-gate'),
    ],
  },
  {
    key: 'group-lab',
    world: 'innovation-lab',
    title: { de: 'Innovation Lab', en: 'Innovation Lab' },
    items: [
      {
        label: { de: 'Digitaler Zwilling', en: 'Digital twin' },
        action: 'open-article',
        target: { article: 'digital-twin' },
      },
    ],
  },
];
