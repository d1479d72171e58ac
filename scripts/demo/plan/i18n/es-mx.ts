/** Mexican Spanish: only what differs from es phrasebook (English text → translation). */
export const ES_MX: Record<string, string> = {
  '360° video': 'Video 360°',
  '4,800 pallet locations': '4,800 posiciones de tarima',
  '<p>At night the machines run <em>unattended</em>: pallet storage and condition monitoring report every deviation to the control room at once.</p>':
    '<p>De noche las máquinas trabajan <em>sin operadores</em>: el almacén de tarimas y el monitoreo de condición reportan de inmediato cualquier desviación a la sala de control.</p>',
  '<p>Automated guided vehicles bring small-load carriers from the supermarket straight to the line – on demand, by kanban.</p>':
    '<p>Vehículos de guiado automático llevan los contenedores del supermercado directo a la línea, cuando se necesitan, por kanban.</p>',
  '<p>Carriers book their time slot online. Staging lanes in front of the doors are sorted by route, so loading a truck takes 25 minutes on average.</p>':
    '<p>Los transportistas reservan su horario en línea. Las áreas de preparación frente a los andenes se ordenan por ruta, así que cargar un tráiler toma en promedio 25 minutos.</p>',
  '<p>Discover our plant in <strong>Munich North</strong>: 24,000 m² of machining, assembly and logistics under one roof. Pick a station or follow the arrows through the tour.</p>':
    '<p>Conozca nuestra planta en <strong>Múnich Norte</strong>: 24,000 m² de maquinado, ensamble y logística bajo un mismo techo. Elija una estación o siga las flechas del recorrido.</p>',
  '<p>Four VF-series machining centres produce housings and precision parts around the clock. Tools are preset centrally and recognised by RFID.</p>':
    '<p>Cuatro centros de maquinado de la serie VF producen carcasas y piezas de precisión las 24 horas. Las herramientas se preajustan de forma centralizada y se identifican por RFID.</p>',
  '<p>Teams assemble drive modules at five stations. On-screen work instructions show every step; torques are documented automatically.</p>':
    '<p>En cinco estaciones, los equipos ensamblan módulos de accionamiento. Las instrucciones en pantalla muestran cada paso y los torques se documentan automáticamente.</p>',
  '<p>The VF-800 machines parts up to 600 kg in a single set-up. Its swivel rotary table, 20,000 rpm spindle and thermal compensation hold tolerances below <strong>5 µm</strong>.</p>':
    '<p>El VF-800 maquina piezas de hasta 600 kg en un solo montaje. Su mesa giratoria basculante, el husillo de 20,000 rpm y la compensación térmica mantienen tolerancias por debajo de <strong>5 µm</strong>.</p>',
  '<p>The high-bay warehouse holds 4,800 pallets up to ten metres high. The warehouse management system assigns each location by turnover rate.</p>':
    '<p>El almacén de rack alto tiene capacidad para 4,800 tarimas hasta diez metros de altura. El sistema de administración de almacén asigna cada posición según la rotación.</p>',
  '<ul><li>420 employees in three shifts</li><li>38 connected machines</li><li>98.7 % on-time delivery</li></ul>':
    '<ul><li>420 colaboradores en tres turnos</li><li>38 máquinas conectadas</li><li>98.7 % de entregas a tiempo</li></ul>',
  Assembly: 'Ensamble',
  'Assembly 4.0': 'Ensamble 4.0',
  'Assembly 4.0 article': 'Artículo Ensamble 4.0',
  'Assembly line': 'Línea de ensamble',
  'Assembly line 2 – live': 'Línea de ensamble 2 – en vivo',
  'Book a time slot': 'Reservar horario',
  'CNC machining': 'Maquinado CNC',
  'Call us': 'Llámenos',
  Careers: 'Bolsa de trabajo',
  Contacts: 'Contactos',
  'Contact persons': 'Contactos',
  'Corporate film': 'Video corporativo',
  'Corporate film on YouTube': 'Video corporativo en YouTube',
  'E-mail sales': 'Escribir a ventas',
  'Energy monitoring': 'Monitoreo energético',
  'Forklift at work': 'Montacargas en acción',
  'Four centres, one line': 'Cuatro centros, una línea',
  'Four docks, one time slot': 'Cuatro andenes, un horario',
  'High-bay warehouse': 'Almacén de rack alto',
  'In shipping': 'En embarques',
  'In the hall': 'En la nave',
  'Lights-out shift': 'Turno sin operadores',
  'Lobby & showroom': 'Lobby y sala de exhibición',
  'Showroom with welcome': 'Sala de exhibición con bienvenida',
  'Loading dock': 'Andén de carga',
  Manufacturing: 'Manufactura',
  'Manufacturing areas': 'Áreas de manufactura',
  'Robot cell': 'Celda robótica',
  Shipping: 'Embarques',
  'Shipping & loading': 'Embarques y carga',
  'To shipping': 'A embarques',
  'To the robot cell': 'A la celda robótica',
  'VF-500 in a 360° video': 'El VF-500 en video 360°',
  'VF-500 on video': 'El VF-500 en video',
  'VF-800 – 5-axis machining centre': 'VF-800 – centro de maquinado de 5 ejes',
  'Watch the film': 'Ver el video',
  'Measuring in microns': 'Medición en micras',
  'Quality assurance': 'Aseguramiento de calidad',
  Welcome: 'Bienvenida',
};
