/**
 * Demo prizes: categories → subcategories → [name, description, points]. Each demo tenant takes
 * its own selection with its own points and stock (catalog.seed.ts), so catalogues differ.
 */
export interface SeedSub {
  slug: string;
  name: string;
  color: string;
  items: [name: string, description: string, points: number][];
}

export interface SeedCategory {
  slug: string;
  name: string;
  glyph: string;
  group: 'premi' | 'esperienze' | 'buoni';
  subs: SeedSub[];
}

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    slug: 'casa-e-cucina',
    name: 'Casa e cucina',
    glyph: 'casa',
    group: 'premi',
    subs: [
      {
        slug: 'cucina',
        name: 'Cucina',
        color: 'b45309',
        items: [
          [
            'Macchina da caffè espresso',
            'Macchina per espresso e cappuccino con montalatte a vapore, serbatoio da 1,5 litri e pressione di 15 bar.',
            9500,
          ],
          ['Robot da cucina multifunzione', 'Impasta, trita, frulla e cuoce: ciotola in acciaio da 4,5 litri e dieci velocità.', 32000],
          ['Set di pentole antiaderenti', 'Sette pezzi in alluminio con rivestimento antiaderente, adatti anche all’induzione.', 12500],
          ['Frullatore a immersione', 'Motore da 800 W, bicchiere graduato e tritatutto incluso.', 3800],
          ['Tostapane a due fette', 'Sette livelli di doratura, funzione scongelamento e griglia per brioche.', 2900],
          ['Bollitore elettrico in acciaio', 'Capacità 1,7 litri, spegnimento automatico e base girevole a 360°.', 2400],
        ],
      },
      {
        slug: 'arredo-e-tessili',
        name: 'Arredo e tessili',
        color: '9a3412',
        items: [
          [
            'Set lenzuola matrimoniali in cotone percalle',
            'Lenzuolo sopra, sotto con angoli e due federe in puro cotone, fatto in Italia.',
            6800,
          ],
          ['Lampada da tavolo in ottone', 'Lampada da lettura con paralume orientabile e luce calda regolabile.', 7400],
          ['Servizio di piatti in porcellana', 'Diciotto pezzi per sei persone in porcellana bianca, lavabili in lavastoviglie.', 8900],
          ['Coperta in lana merino', 'Plaid morbido e caldo, 130 × 170 cm, tessuto nel Biellese.', 9900],
        ],
      },
    ],
  },
  {
    slug: 'tecnologia',
    name: 'Tecnologia',
    glyph: 'tech',
    group: 'premi',
    subs: [
      {
        slug: 'audio-e-video',
        name: 'Audio e video',
        color: '1d4ed8',
        items: [
          ['Cuffie wireless con cancellazione del rumore', 'Fino a 30 ore di autonomia, ricarica rapida e custodia rigida.', 18500],
          ['Altoparlante Bluetooth impermeabile', 'Suono a 360°, resistente all’acqua e alla polvere, 12 ore di musica.', 6500],
          ['Smart TV 43 pollici 4K', 'Televisore Ultra HD con HDR, Wi-Fi e app di streaming integrate.', 42000],
          ['Soundbar con subwoofer', 'Sistema audio 2.1 da 300 W con collegamento HDMI ARC e Bluetooth.', 24000],
        ],
      },
      {
        slug: 'informatica-e-telefonia',
        name: 'Informatica e telefonia',
        color: '1e40af',
        items: [
          ['Tablet 10 pollici', 'Schermo Full HD, 128 GB di memoria e batteria per un’intera giornata.', 27500],
          ['Notebook ultraleggero 14 pollici', 'Processore di ultima generazione, 16 GB di RAM, SSD da 512 GB, meno di 1,3 kg.', 58000],
          ['Smartwatch con GPS', 'Monitoraggio del battito, del sonno e di oltre cento sport, impermeabile fino a 50 metri.', 21000],
          ['Caricatore wireless rapido', 'Base di ricarica a induzione da 15 W compatibile con gli smartphone recenti.', 1900],
          ['Power bank 20.000 mAh', 'Due porte USB-C con ricarica rapida, ricarica uno smartphone fino a quattro volte.', 2600],
          ['Stampante multifunzione a colori', 'Stampa, copia e scansione via Wi-Fi, con stampa fronte/retro automatica.', 15500],
        ],
      },
    ],
  },
  {
    slug: 'sport-e-tempo-libero',
    name: 'Sport e tempo libero',
    glyph: 'sport',
    group: 'premi',
    subs: [
      {
        slug: 'fitness',
        name: 'Fitness',
        color: '047857',
        items: [
          ['Tappetino yoga antiscivolo', 'Spessore 6 mm, materiale ecologico e cinghia per il trasporto.', 1500],
          ['Set manubri regolabili', 'Da 2 a 20 kg ciascuno, con selettore rapido del peso e supporto.', 16500],
          ['Fitness tracker da polso', 'Passi, calorie, qualità del sonno e notifiche dallo smartphone.', 5200],
          ['Borraccia termica in acciaio', 'Mantiene le bevande fredde per 24 ore e calde per 12 ore, 750 ml.', 900],
        ],
      },
      {
        slug: 'outdoor',
        name: 'Outdoor',
        color: '065f46',
        items: [
          ['Zaino da trekking 30 litri', 'Schienale ventilato, coprizaino impermeabile e tasca per la sacca idrica.', 6200],
          ['Tenda da campeggio per due persone', 'Montaggio in cinque minuti, doppio telo e zanzariera.', 11000],
          ['Bicicletta elettrica da città', 'Motore da 250 W, autonomia fino a 80 km, cambio a sette velocità e portapacchi.', 60000],
          ['Monopattino elettrico pieghevole', 'Velocità massima 20 km/h, autonomia 25 km, freno elettronico e luci LED.', 38000],
        ],
      },
    ],
  },
  {
    slug: 'viaggi-ed-esperienze',
    name: 'Viaggi ed esperienze',
    glyph: 'viaggi',
    group: 'esperienze',
    subs: [
      {
        slug: 'weekend',
        name: 'Weekend',
        color: '7c3aed',
        items: [
          ['Weekend per due in agriturismo in Toscana', 'Due notti con colazione e una cena tipica tra le colline del Chianti.', 36000],
          ['Notte in rifugio sulle Dolomiti', 'Cena, pernottamento e colazione in rifugio per due persone.', 19500],
          ['Soggiorno sul lago di Garda', 'Una notte in hotel quattro stelle con accesso alla spa per due persone.', 24500],
        ],
      },
      {
        slug: 'esperienze',
        name: 'Esperienze',
        color: '6d28d9',
        items: [
          [
            'Degustazione di vini in cantina a Montalcino',
            'Visita guidata della cantina e degustazione di Brunello per due persone.',
            8500,
          ],
          ['Corso di cucina italiana con lo chef', 'Una lezione di tre ore: pasta fresca, sughi e tiramisù, con cena finale.', 11500],
          ['Volo in mongolfiera sulle Langhe', 'Un’ora di volo all’alba con brindisi e attestato di volo.', 45000],
          ['Biglietti per l’opera all’Arena di Verona', 'Due posti in gradinata numerata per una serata del festival lirico.', 14000],
        ],
      },
    ],
  },
  {
    slug: 'benessere',
    name: 'Benessere',
    glyph: 'benessere',
    group: 'premi',
    subs: [
      {
        slug: 'cura-della-persona',
        name: 'Cura della persona',
        color: 'be185d',
        items: [
          ['Asciugacapelli professionale', 'Motore AC da 2200 W, tecnologia agli ioni e tre temperature.', 4800],
          ['Spazzolino elettrico sonico', 'Cinque modalità di pulizia, timer e custodia da viaggio.', 5600],
          ['Rasoio elettrico', 'Lame flottanti, uso bagnato e asciutto, 60 minuti di autonomia.', 7900],
          ['Set di creme all’olio d’oliva', 'Crema viso, corpo e mani con olio extravergine d’oliva biologico.', 2200],
        ],
      },
      {
        slug: 'relax',
        name: 'Relax',
        color: '9d174d',
        items: [
          ['Ingresso in spa per due persone', 'Percorso benessere di mezza giornata con piscina, sauna e bagno turco.', 13500],
          ['Massaggiatore cervicale', 'Massaggio shiatsu con calore, per collo e spalle.', 6900],
          ['Diffusore di aromi con essenze', 'Diffusore a ultrasuoni con luce soffusa e tre oli essenziali.', 3100],
        ],
      },
    ],
  },
  {
    slug: 'gourmet',
    name: 'Gourmet',
    glyph: 'gourmet',
    group: 'premi',
    subs: [
      {
        slug: 'dispensa',
        name: 'Dispensa',
        color: 'a16207',
        items: [
          ['Cesto di prodotti tipici pugliesi', 'Taralli, orecchiette, olio, sottoli e vino rosso del Salento.', 8200],
          ['Olio extravergine d’oliva DOP, 3 litri', 'Latta di olio extravergine di oliva DOP da olive raccolte a mano.', 4500],
          ['Parmigiano Reggiano 24 mesi, 1 kg', 'Punta di Parmigiano Reggiano DOP stagionato 24 mesi, sottovuoto.', 3600],
          ['Selezione di caffè in grani', 'Tre miscele da 500 g tostate artigianalmente, dall’arabica al robusta.', 2700],
        ],
      },
      {
        slug: 'cantina',
        name: 'Cantina',
        color: '854d0e',
        items: [
          ['Cassetta di sei bottiglie di Barolo', 'Barolo DOCG in cassetta di legno, annata selezionata.', 29000],
          ['Prosecco Valdobbiadene Superiore', 'Tre bottiglie di Conegliano Valdobbiadene Prosecco Superiore DOCG.', 4200],
          ['Set di calici in cristallo', 'Sei calici da degustazione in cristallo soffiato, lavabili in lavastoviglie.', 5400],
          ['Cavatappi professionale a leva', 'Cavatappi in acciaio con tagliacapsule, in confezione regalo.', 2100],
        ],
      },
    ],
  },
  {
    slug: 'ufficio-e-negozio',
    name: 'Ufficio e negozio',
    glyph: 'ufficio',
    group: 'premi',
    subs: [
      {
        slug: 'cancelleria',
        name: 'Cancelleria',
        color: '334155',
        items: [
          ['Agenda in pelle 2026', 'Agenda giornaliera con copertina in vera pelle, fatta a mano a Firenze.', 3300],
          ['Penna stilografica', 'Pennino in acciaio, corpo in resina e confezione con cartucce.', 4600],
          ['Zaino porta PC', 'Scomparto imbottito per notebook fino a 15,6 pollici, tessuto idrorepellente.', 5800],
        ],
      },
      {
        slug: 'per-il-negozio',
        name: 'Per il negozio',
        color: '1f2937',
        items: [
          ['Registratore di cassa telematico', 'Trasmissione dei corrispettivi, stampante termica e display cliente.', 52000],
          ['Insegna luminosa a LED', 'Insegna “Aperto” a basso consumo, visibile anche di giorno.', 3900],
          ['Sedia ergonomica da ufficio', 'Supporto lombare regolabile, braccioli 3D e schienale in rete traspirante.', 17500],
          ['Etichettatrice portatile', 'Stampa etichette per prezzi e scaffali, collegamento Bluetooth.', 4100],
          ['Distruggidocumenti', 'Taglio a frammenti, cestino da 20 litri, per documenti e carte di credito.', 8700],
        ],
      },
    ],
  },
  {
    slug: 'bambini',
    name: 'Bambini',
    glyph: 'bambini',
    group: 'premi',
    subs: [
      {
        slug: 'giochi',
        name: 'Giochi',
        color: 'c2410c',
        items: [
          ['Costruzioni in legno', 'Cento pezzi in legno di faggio colorato con vernici all’acqua.', 3400],
          ['Monopattino a tre ruote', 'Per bambini dai tre anni, manubrio regolabile e ruote luminose.', 4900],
          ['Gioco da tavolo di società', 'Un classico per tutta la famiglia, da due a sei giocatori.', 2300],
        ],
      },
      {
        slug: 'scuola',
        name: 'Scuola',
        color: 'ea580c',
        items: [
          ['Zainetto per la scuola', 'Schienale imbottito, tasche laterali e inserti riflettenti.', 3700],
          ['Set di pastelli acquerellabili', 'Quarantotto colori in scatola di latta, con pennello.', 1800],
          ['Lampada notturna a forma di luna', 'Luce soffusa ricaricabile con sedici colori e telecomando.', 1600],
        ],
      },
    ],
  },
  {
    slug: 'buoni-regalo',
    name: 'Buoni regalo',
    glyph: 'buoni',
    group: 'buoni',
    subs: [
      {
        slug: 'buoni-acquisto',
        name: 'Buoni acquisto',
        color: '0f766e',
        items: [
          ['Buono carburante da 50 euro', 'Buono elettronico valido nelle principali stazioni di servizio italiane.', 5000],
          ['Buono spesa da 100 euro', 'Spendibile nei supermercati aderenti in tutta Italia, valido dodici mesi.', 10000],
          ['Gift card libreria da 30 euro', 'Per libri, musica e cartoleria, in negozio e online.', 3000],
          ['Buono per elettronica da 200 euro', 'Buono acquisto per i negozi di elettronica aderenti.', 20000],
          ['Buono cinema per due persone', 'Due ingressi validi tutti i giorni nei cinema aderenti.', 500],
        ],
      },
    ],
  },
];
