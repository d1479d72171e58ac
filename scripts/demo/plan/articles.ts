import type { ArticlePlan } from './content-types.ts';

/**
 * Articles in German and English. Other locales of the factory world come from the phrasebooks in
 * `plan/i18n/<locale>.ts` (English text → translation).
 */
export const ARTICLES: ArticlePlan[] = [
  {
    key: 'welcome',
    world: 'factory',
    title: { de: 'Willkommen bei Virtual Factory', en: 'Welcome to Virtual Factory' },
    tags: [
      { de: 'Unternehmen', en: 'Company' },
      { de: 'Rundgang', en: 'Tour' },
    ],
    sections: [
      {
        title: { de: 'Schön, dass Sie da sind', en: 'Good to have you here' },
        icon: 'factory',
        html: {
          de: '<p>Erleben Sie unser Werk in <strong>München-Nord</strong>: 24.000 m² Fertigung, Montage und Logistik unter einem Dach. Wählen Sie eine Station oder folgen Sie den Pfeilen durch den Rundgang.</p>',
          en: '<p>Discover our plant in <strong>Munich North</strong>: 24,000 m² of machining, assembly and logistics under one roof. Pick a station or follow the arrows through the tour.</p>',
        },
        images: ['detail-conveyor', 'detail-control'],
      },
      {
        title: { de: 'Das Werk in Zahlen', en: 'The plant in figures' },
        icon: 'chart',
        html: {
          de: '<ul><li>420 Mitarbeitende in drei Schichten</li><li>38 vernetzte Maschinen</li><li>98,7 % Liefertreue</li></ul>',
          en: '<ul><li>420 employees in three shifts</li><li>38 connected machines</li><li>98.7 % on-time delivery</li></ul>',
        },
        slides: ['detail-agv', 'detail-racks', 'detail-robot'],
      },
    ],
    buttons: [
      {
        label: { de: 'Rundgang starten', en: 'Start the tour' },
        action: 'navigate',
        target: { location: 'factory-hall' },
      },
      { label: { de: 'Über uns', en: 'About us' }, action: 'open-dashboard', target: { dashboard: 'company' } },
    ],
  },
  {
    key: 'vf-800',
    world: 'factory',
    title: { de: 'VF-800 – 5-Achs-Bearbeitungszentrum', en: 'VF-800 – 5-axis machining centre' },
    tags: [
      { de: 'Maschinen', en: 'Machines' },
      { de: 'Neuheit', en: 'New' },
    ],
    sections: [
      {
        title: { de: 'Präzision in fünf Achsen', en: 'Precision in five axes' },
        icon: 'gear',
        html: {
          de: '<p>Das VF-800 bearbeitet Bauteile bis 600 kg in einer Aufspannung. Schwenkrundtisch, 20.000-min⁻¹-Spindel und thermische Kompensation halten Toleranzen unter <strong>5 µm</strong>.</p>',
          en: '<p>The VF-800 machines parts up to 600 kg in a single set-up. Its swivel rotary table, 20,000 rpm spindle and thermal compensation hold tolerances below <strong>5 µm</strong>.</p>',
        },
        poster: 'product-cnc-34',
        media: 'turntable-cnc',
      },
      {
        title: { de: 'Bereit für die Automation', en: 'Ready for automation' },
        icon: 'robot',
        html: {
          de: '<p>Palettenwechsler und Roboterschnittstelle sind ab Werk vorbereitet. Maschinendaten fließen per OPC UA direkt in den Leitstand.</p>',
          en: '<p>Pallet changer and robot interface come prepared from the factory. Machine data flows to the control room via OPC UA.</p>',
        },
        images: ['product-cnc-front', 'detail-cnc-panel'],
      },
    ],
    buttons: [
      {
        label: { de: 'Datenblatt (PDF)', en: 'Data sheet (PDF)' },
        action: 'open-pdf',
        target: { document: 'datasheet-vf-800' },
      },
      {
        label: { de: '360°-Video', en: '360° video' },
        action: 'open-video',
        target: { video: 'turntable-cnc' },
        cover: 'product-cnc-34',
      },
      {
        label: { de: 'Beratung anfragen', en: 'Request a consultation' },
        action: 'open-contact-form',
        target: { none: true },
      },
    ],
  },
  {
    key: 'cnc-machining',
    world: 'factory',
    title: { de: 'CNC-Bearbeitung', en: 'CNC machining' },
    tags: [{ de: 'Fertigung', en: 'Manufacturing' }],
    sections: [
      {
        title: { de: 'Vier Zentren, eine Linie', en: 'Four centres, one line' },
        icon: 'gear',
        html: {
          de: '<p>Vier Bearbeitungszentren der VF-Baureihe fertigen Gehäuse und Präzisionsteile rund um die Uhr. Werkzeuge werden zentral voreingestellt und per RFID erkannt.</p>',
          en: '<p>Four VF-series machining centres produce housings and precision parts around the clock. Tools are preset centrally and recognised by RFID.</p>',
        },
        images: ['detail-cnc-panel'],
      },
      {
        title: { de: 'Mannlose Schicht', en: 'Lights-out shift' },
        icon: 'bulb',
        html: {
          de: '<p>Nachts laufen die Maschinen <em>mannlos</em>: Palettenspeicher und Zustandsüberwachung melden jede Abweichung sofort an den Leitstand.</p>',
          en: '<p>At night the machines run <em>unattended</em>: pallet storage and condition monitoring report every deviation to the control room at once.</p>',
        },
        slides: ['product-cnc-front', 'product-cnc-34'],
      },
    ],
    buttons: [
      {
        label: { de: 'Datenblatt VF-650', en: 'VF-650 data sheet' },
        action: 'open-pdf',
        target: { document: 'datasheet-vf-650' },
      },
      {
        label: { de: 'Zur Roboterzelle', en: 'To the robot cell' },
        action: 'navigate',
        target: { location: 'factory-robotics' },
      },
    ],
  },
  {
    key: 'robotics',
    world: 'factory',
    title: { de: 'Robotik in der Fertigung', en: 'Robotics in production' },
    tags: [
      { de: 'Automation', en: 'Automation' },
      { de: 'Roboter', en: 'Robots' },
    ],
    sections: [
      {
        title: { de: 'Zwei Roboter, ein Takt', en: 'Two robots, one cycle' },
        icon: 'robot',
        html: {
          de: '<p>Zwei Sechsachsroboter RX-6 entnehmen Teile vom Band, prüfen sie optisch und legen sie in Ladungsträger ab – alle 4 Sekunden ein Teil.</p>',
          en: '<p>Two RX-6 six-axis robots pick parts from the belt, check them optically and place them in carriers – one part every 4 seconds.</p>',
        },
        media: 'turntable-robot',
        poster: 'product-robot',
      },
      {
        title: { de: 'Sicherheit zuerst', en: 'Safety first' },
        icon: 'shield',
        html: {
          de: '<p>Schutzzaun, Lichtvorhang und sichere Robotersteuerung trennen Mensch und Maschine. Zur Wartung wird die Zelle automatisch in den sicheren Zustand gebracht.</p>',
          en: '<p>Guard fencing, a light curtain and safe robot control keep people and machines apart. For maintenance the cell switches to a safe state automatically.</p>',
        },
        images: ['detail-robot'],
      },
    ],
    buttons: [
      {
        label: { de: 'Datenblatt RX-6', en: 'RX-6 data sheet' },
        action: 'open-pdf',
        target: { document: 'datasheet-rx-6' },
      },
      {
        label: { de: 'Imagefilm ansehen', en: 'Watch the film' },
        action: 'open-video',
        target: { video: 'platform' },
        cover: 'product-robot',
      },
    ],
  },
  {
    key: 'assembly',
    world: 'factory',
    title: { de: 'Montage 4.0', en: 'Assembly 4.0' },
    tags: [
      { de: 'Montage', en: 'Assembly' },
      { de: 'Ergonomie', en: 'Ergonomics' },
    ],
    sections: [
      {
        title: { de: 'Getaktete Linie', en: 'Paced line' },
        icon: 'conveyor',
        html: {
          de: '<p>An fünf Stationen montieren Teams Antriebsmodule. Werkerführung auf dem Bildschirm zeigt jeden Schritt, Drehmomente werden automatisch dokumentiert.</p>',
          en: '<p>Teams assemble drive modules at five stations. On-screen work instructions show every step; torques are documented automatically.</p>',
        },
        images: ['detail-conveyor'],
      },
      {
        title: { de: 'Material kommt von selbst', en: 'Material arrives by itself' },
        icon: 'box',
        html: {
          de: '<p>Fahrerlose Transportfahrzeuge bringen Kleinladungsträger aus dem Supermarkt direkt an die Linie – bedarfsgerecht nach Kanban.</p>',
          en: '<p>Automated guided vehicles bring small-load carriers from the supermarket straight to the line – on demand, by kanban.</p>',
        },
        slides: ['detail-agv', 'product-agv'],
      },
    ],
    buttons: [
      {
        label: { de: 'Kennzahlen Linie 2', en: 'Line 2 figures' },
        action: 'open-dashboard',
        target: { dashboard: 'line-2' },
      },
    ],
  },
  {
    key: 'quality',
    world: 'factory',
    title: { de: 'Qualitätssicherung', en: 'Quality assurance' },
    tags: [{ de: 'Qualität', en: 'Quality' }],
    sections: [
      {
        title: { de: 'Messen im Mikrometerbereich', en: 'Measuring in microns' },
        icon: 'shield',
        html: {
          de: '<p>Das Koordinatenmessgerät CMM-3 prüft Erstmuster und Stichproben vollautomatisch. Messprogramme entstehen direkt aus dem CAD-Modell.</p>',
          en: '<p>The CMM-3 coordinate measuring machine checks first articles and samples fully automatically. Measuring programs are generated from the CAD model.</p>',
        },
        poster: 'product-cmm',
        images: ['product-cmm'],
      },
    ],
    buttons: [
      {
        label: { de: 'Prüfberichte', en: 'Inspection reports' },
        action: 'open-article',
        target: { article: 'quality-reports' },
      },
    ],
  },
  {
    key: 'quality-reports',
    world: 'factory',
    title: { de: 'Prüfberichte', en: 'Inspection reports' },
    tags: [
      { de: 'Qualität', en: 'Quality' },
      { de: 'Dokumentation', en: 'Documentation' },
    ],
    sections: [
      {
        title: { de: 'Lückenlos dokumentiert', en: 'Fully documented' },
        icon: 'document',
        html: {
          de: '<p>Jeder Messlauf erzeugt einen Prüfbericht, der mit der Seriennummer des Bauteils verknüpft ist. Kunden erhalten ihn auf Wunsch mit der Lieferung.</p>',
          en: '<p>Every measuring run creates an inspection report linked to the part’s serial number. Customers receive it with the delivery on request.</p>',
        },
      },
    ],
    buttons: [
      {
        label: { de: 'Zurück zur Messtechnik', en: 'Back to metrology' },
        action: 'open-article',
        target: { article: 'quality' },
      },
    ],
  },
  {
    key: 'warehouse',
    world: 'factory',
    title: { de: 'Lagerlogistik', en: 'Warehouse logistics' },
    tags: [{ de: 'Logistik', en: 'Logistics' }],
    sections: [
      {
        title: { de: '4.800 Palettenplätze', en: '4,800 pallet locations' },
        icon: 'box',
        html: {
          de: '<p>Das Hochregallager fasst 4.800 Paletten auf zehn Meter Höhe. Das Lagerverwaltungssystem schlägt jeden Platz nach Umschlaghäufigkeit vor.</p>',
          en: '<p>The high-bay warehouse holds 4,800 pallets up to ten metres high. The warehouse management system assigns each location by turnover rate.</p>',
        },
        images: ['detail-racks', 'detail-forklift'],
      },
    ],
    buttons: [
      { label: { de: 'Zum Versand', en: 'To shipping' }, action: 'navigate', target: { location: 'factory-shipping' } },
    ],
  },
  {
    key: 'shipping',
    world: 'factory',
    title: { de: 'Versand & Verladung', en: 'Shipping & loading' },
    tags: [
      { de: 'Logistik', en: 'Logistics' },
      { de: 'Versand', en: 'Shipping' },
    ],
    sections: [
      {
        title: { de: 'Vier Rampen, ein Zeitfenster', en: 'Four docks, one time slot' },
        icon: 'truck',
        html: {
          de: '<p>Spediteure buchen ihr Zeitfenster online. Bereitstellflächen vor den Toren sind nach Tour sortiert, so dauert eine Verladung im Schnitt 25 Minuten.</p>',
          en: '<p>Carriers book their time slot online. Staging lanes in front of the doors are sorted by route, so loading a truck takes 25 minutes on average.</p>',
        },
        images: ['detail-dock'],
      },
    ],
    buttons: [
      {
        label: { de: 'Logistik-Dashboard', en: 'Logistics dashboard' },
        action: 'open-dashboard',
        target: { dashboard: 'logistics' },
      },
    ],
  },
  {
    key: 'service-offer',
    world: 'service',
    title: { de: 'Unser Serviceangebot', en: 'Our service offer' },
    tags: [{ de: 'Service', en: 'Service' }],
    sections: [
      {
        title: { de: 'Rund um die Uhr für Sie da', en: 'There for you around the clock' },
        icon: 'wrench',
        html: {
          de: '<p>Hotline, Ferndiagnose und Techniker vor Ort: Wir halten Ihre Anlagen am Laufen. Ersatzteile verschicken wir innerhalb von 24 Stunden.</p>',
          en: '<p>Hotline, remote diagnosis and field engineers: we keep your equipment running. Spare parts ship within 24 hours.</p>',
        },
        images: ['detail-repair'],
      },
    ],
    buttons: [
      {
        label: { de: 'Service anrufen', en: 'Call service' },
        action: 'open-link',
        target: { url: 'tel:+4989123456780' },
      },
      {
        label: { de: 'Wartungsplan', en: 'Maintenance plan' },
        action: 'open-pdf',
        target: { document: 'maintenance-plan' },
      },
    ],
  },
  {
    key: 'maintenance',
    world: 'service',
    title: { de: 'Instandsetzung', en: 'Overhaul' },
    tags: [
      { de: 'Service', en: 'Service' },
      { de: 'Wartung', en: 'Maintenance' },
    ],
    sections: [
      {
        title: { de: 'Generalüberholung', en: 'Complete overhaul' },
        icon: 'wrench',
        html: {
          de: '<p>Spindeln, Führungen und Steuerungen werden in unserer Werkstatt überholt und vermessen – mit Garantie wie neu.</p>',
          en: '<p>Spindles, guideways and controls are overhauled and measured in our workshop – with an as-new warranty.</p>',
        },
        images: ['detail-repair'],
        slides: ['product-cnc-front'],
      },
    ],
    buttons: [
      {
        label: { de: 'Ersatzteil-Shop', en: 'Spare parts shop' },
        action: 'open-link',
        target: { url: 'https://shop.example.com/spare-parts', newTab: true },
      },
    ],
  },
  {
    key: 'digital-twin',
    world: 'innovation-lab',
    title: { de: 'Der digitale Zwilling', en: 'The digital twin' },
    tags: [
      { de: 'Innovation', en: 'Innovation' },
      { de: 'Software', en: 'Software' },
    ],
    sections: [
      {
        title: { de: 'Erst simulieren, dann produzieren', en: 'Simulate first, then produce' },
        icon: 'bulb',
        html: {
          de: '<p>Linie 2 existiert auch virtuell: Änderungen an Takt, Layout oder Roboterprogramm testen wir zuerst im Zwilling.</p>',
          en: '<p>Line 2 also exists virtually: we test changes to cycle time, layout or robot programs in the twin first.</p>',
        },
      },
    ],
    buttons: [
      {
        label: { de: 'Zur Cobot-Demo', en: 'To the cobot demo' },
        action: 'navigate',
        target: { location: 'lab-cobot' },
      },
    ],
  },
  {
    key: 'additive',
    world: 'innovation-lab',
    title: { de: 'Additive Fertigung', en: 'Additive manufacturing' },
    tags: [
      { de: 'Innovation', en: 'Innovation' },
      { de: '3D-Druck', en: '3D printing' },
    ],
    sections: [
      {
        title: { de: 'Vom Modell zum Bauteil über Nacht', en: 'From model to part overnight' },
        icon: 'printer',
        html: {
          de: '<p>Vier Industriedrucker fertigen Greiferfinger, Vorrichtungen und Prototypen aus Hochleistungskunststoff.</p>',
          en: '<p>Four industrial printers make gripper fingers, fixtures and prototypes from high-performance polymers.</p>',
        },
        images: ['detail-printers', 'product-printer'],
      },
    ],
    buttons: [],
  },
  {
    key: 'cobots',
    world: 'innovation-lab',
    title: { de: 'Mensch-Roboter-Kollaboration', en: 'Human–robot collaboration' },
    tags: [
      { de: 'Innovation', en: 'Innovation' },
      { de: 'Cobots', en: 'Cobots' },
    ],
    sections: [
      {
        title: { de: 'Ohne Schutzzaun', en: 'No safety fence' },
        icon: 'robot',
        html: {
          de: '<p>Kollaborative Roboter arbeiten direkt neben Menschen. Kraftbegrenzung und Sensorhaut stoppen sie bei jeder Berührung.</p>',
          en: '<p>Collaborative robots work right next to people. Force limiting and sensor skin stop them at any touch.</p>',
        },
        images: ['detail-cobot'],
      },
    ],
    buttons: [
      {
        label: { de: 'Cobot-Konfigurator', en: 'Cobot configurator' },
        action: 'open-link',
        target: { url: 'https://www.example.com/cobots', newTab: true, newWindow: true },
      },
    ],
  },
];
