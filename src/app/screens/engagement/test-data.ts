import type { AdvantageDetail, AdvantageSummary, Partner, PrizeValidation, Voucher } from '../../api/engagement.js';

/** Answers of the content API as the server gives them (shapes of src/server/modules/content/*-routes.ts). */

const picture = (color: string) => ({ url: `/v1/content/images/consigli/${color}.svg`, width: 800, height: 450 });
const logo = { url: '/v1/content/logos/AC/1d4ed8.svg', width: 240, height: 120 };

export const PARTNERS: Partner[] = [
  {
    id: 1,
    name: 'Assicura Commercio',
    description: 'Polizze multirischio per negozi.',
    logo,
    website: 'https://www.assicuracommercio.example.com',
    category: 'Assicurazioni',
  },
  {
    id: 2,
    name: 'Cassa Digitale',
    description: 'POS e registratori telematici.',
    logo: null,
    website: 'javascript:alert(1)',
    category: 'Pagamenti',
  },
];

export const ADVANTAGES: AdvantageSummary[] = [
  {
    id: 11,
    title: 'Polizza negozio a condizioni riservate',
    summary: 'Fino al 20% di sconto.',
    image: picture('1d4ed8'),
    public: true,
    partner: { id: 1, name: 'Assicura Commercio', logo },
  },
  {
    id: 12,
    title: 'POS senza canone per un anno',
    summary: 'Nessun canone mensile.',
    image: picture('0f766e'),
    public: false,
    partner: null,
  },
  { id: 13, title: 'Noleggio furgoni scontato', summary: 'Tariffe agevolate.', image: picture('b45309'), public: false, partner: null },
  { id: 14, title: 'Energia a prezzo bloccato', summary: 'Prezzo bloccato per 24 mesi.', image: null, public: false, partner: null },
];

export const ADVANTAGE_DETAIL: AdvantageDetail = {
  ...ADVANTAGES[0]!,
  body_html:
    '<p>La polizza copre <strong>incendio</strong> e furto.</p><script>window.hacked = true</script><p><a href="https://example.com" target="_blank">Preventivo</a></p><img src="x" onerror="window.hacked = true">',
};

export const VOUCHERS: Voucher[] = [
  {
    id: 21,
    title: 'Buono carburante 20 €',
    description: 'Valido nelle stazioni aderenti.',
    body_html: '<p>Mostra il codice alla cassa.</p>',
    points: 2000,
    value: 20,
    expires_at: '2026-05-12T10:00:00.000Z',
    expired: false,
    code: 'CARB-7Q4M-2XK9',
    image: picture('b45309'),
    partner: { id: 3, name: 'Furgoni Subito' },
  },
  {
    id: 22,
    title: 'Buono spesa 50 €',
    description: 'Spendibile nei supermercati.',
    body_html: '<p>Il codice viene assegnato alla richiesta.</p>',
    points: 5000,
    value: 50,
    expires_at: null,
    expired: false,
    code: null,
    image: picture('0f766e'),
    partner: null,
  },
  {
    id: 23,
    title: 'Check-up energetico gratuito',
    description: 'Analisi dei consumi.',
    body_html: '',
    points: 0,
    value: 0,
    expires_at: '2025-01-10T10:00:00.000Z',
    expired: true,
    code: 'LUCE-CHECK-4410',
    image: null,
    partner: null,
  },
];

export const VALIDATION: PrizeValidation = {
  id: 5,
  status: 'pending',
  receipt_date: '2026-01-20',
  receipt_time: '18:45',
  amount: 12.5,
  original_name: 'scontrino.jpg',
  mime: 'image/jpeg',
  size: 120,
  created_at: '2026-01-21T09:30:00.000Z',
};
