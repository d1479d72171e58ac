/** US English: only what differs from en phrasebook (English text → translation). */
export const EN_US: Record<string, string> = {
  '4,800 pallet locations': '4,800 Pallet Locations',
  '<p>Four VF-series machining centres produce housings and precision parts around the clock. Tools are preset centrally and recognised by RFID.</p>':
    '<p>Four VF-series machining centers produce housings and precision parts around the clock. Tools are preset centrally and recognized by RFID.</p>',
  '<p>The high-bay warehouse holds 4,800 pallets up to ten metres high. The warehouse management system assigns each location by turnover rate.</p>':
    '<p>The high-bay warehouse holds 4,800 pallets up to 33 feet high. The warehouse management system assigns each location by turnover rate.</p>',
  '<p>Discover our plant in <strong>Munich North</strong>: 24,000 m² of machining, assembly and logistics under one roof. Pick a station or follow the arrows through the tour.</p>':
    '<p>Discover our plant in <strong>Munich North</strong>: 258,000 sq ft of machining, assembly and logistics under one roof. Pick a station or follow the arrows through the tour.</p>',
  'Four centres, one line': 'Four Centers, One Line',
  'Service centre': 'Service Center',
  'To the service centre': 'To the Service Center',
  'VF-800 – 5-axis machining centre': 'VF-800 – 5-Axis Machining Center',
  'Lobby & showroom': 'Lobby & Showroom',
  'Showroom with welcome': 'Showroom with Welcome',
  'Production hall': 'Production Floor',
  'To the production hall': 'To the Production Floor',
  'High-bay warehouse': 'High-Bay Warehouse',
  'Control room': 'Control Room',
  'Main menu': 'Main Menu',
  'Legal notice': 'Legal Notice',
  'Contact form': 'Contact Form',
  'Send an e-mail': 'Send an Email',
  'E-mail sales': 'Email Sales',
  'Plant KPIs': 'Plant KPIs',
  'Start the tour': 'Start the Tour',
  'Watch the film': 'Watch the Video',
  'Corporate film': 'Company Video',
  'Corporate film on YouTube': 'Company Video on YouTube',
  'Welcome to Virtual Factory': 'Welcome to Virtual Factory',
};
