import { describe, expect, it } from 'vitest';
import { statusParagraphs } from '../modules/orders/staff-views.js';
import { opensWithGreeting } from './greeting.js';
import { renderMail, type MailKind, type MailVars } from './templates.js';

const ctx = { tenantName: 'Premia Club', baseUrl: 'http://demo.localhost:8080' };
const link = 'http://demo.localhost:8080/x';

/** Lines of the text part that open with a salutation: a mail to a customer has exactly one. */
const greetings = (text: string) => text.split('\n').filter((line) => opensWithGreeting(line));

const reply = (text: string): MailVars['contactReply'] => ({
  firstname: 'Giulia',
  topic: 'Ordini e spedizioni',
  orderNumber: 'DEMO-2026-000101',
  message: 'Il premio non è ancora arrivato.',
  reply: text,
  link,
});

describe('mail greeting', () => {
  it('the reply a staff member opens with their own greeting greets once, with theirs', () => {
    const mail = renderMail('contactReply', reply('Gentile Giulia,\n\nil corriere consegnerà il premio entro venerdì.'), ctx);
    expect(greetings(mail.text)).toEqual(['Gentile Giulia,']);
    expect(mail.text.startsWith('Gentile Giulia,\n\nil corriere consegnerà il premio entro venerdì.')).toBe(true);
    expect(mail.html.match(/<p>(Ciao|Gentile)/g)).toEqual(['<p>Gentile']);
  });

  it('the reply without a greeting gets the one of the layout', () => {
    const mail = renderMail('contactReply', reply('Il corriere consegnerà il premio entro venerdì.'), ctx);
    expect(greetings(mail.text)).toEqual(['Ciao Giulia,']);
    expect(mail.text.startsWith('Ciao Giulia,\n\nIl corriere')).toBe(true);
  });

  it('a notification written as "Buongiorno a tutti," is not greeted again', () => {
    const mail = renderMail(
      'notification',
      { firstname: 'Marco', title: 'Novità', paragraphs: ['Buongiorno a tutti,', 'il catalogo si rinnova.'], link },
      ctx,
    );
    expect(greetings(mail.text)).toEqual(['Buongiorno a tutti,']);
  });

  // Every mail to a customer, as the services send it: one greeting, the first line. (The
  // customer's own message, quoted in the copy and the reply, is theirs: none here opens with one.)
  const customerMails: { [K in Exclude<MailKind, 'contactOperator' | 'webhookDisabled'>]: MailVars[K] } = {
    activation: { firstname: 'Marco', link },
    reset: { firstname: 'Marco', link },
    order: {
      firstname: 'Marco',
      orderNumber: 'DEMO-2026-000101',
      items: [{ name: 'Zaino', quantity: 1, points: 1200 }],
      totalPoints: 1200,
      shipping: 'Via Roma 1, Milano',
      link,
    },
    orderStatus: {
      firstname: 'Marco',
      orderNumber: 'DEMO-2026-000101',
      statusLabel: 'Spedito',
      paragraphs: ['Il tuo ordine è stato spedito.'],
      link,
    },
    contactCopy: { firstname: 'Marco', topic: 'Punti', orderNumber: null, message: 'Quando arrivano i punti?', link },
    contactReply: { ...reply('Certo: arrivano entro fine mese.'), firstname: 'Marco' },
    notification: { firstname: 'Marco', title: 'Novità', paragraphs: ['Il catalogo si rinnova.'], link },
    pointsExpiry: { firstname: 'Marco', lots: [{ points: 300, lastDay: '31 dicembre 2026' }], link },
  };
  for (const [kind, vars] of Object.entries(customerMails)) {
    it(`${kind}: exactly one greeting, at the top`, () => {
      const mail = renderMail(kind as MailKind, vars as never, ctx);
      expect(greetings(mail.text)).toEqual(['Ciao Marco,']);
      expect(mail.text.split('\n')[0]).toBe('Ciao Marco,');
    });
  }

  it('without a first name: "Ciao," once', () => {
    expect(greetings(renderMail('reset', { firstname: null, link }, ctx).text)).toEqual(['Ciao,']);
  });

  it("the operator's mail about a request greets nobody, even when the customer's message opens with a greeting", () => {
    const mail = renderMail(
      'contactOperator',
      {
        customer: 'Marco Bianchi',
        username: 'DEMO0001',
        email: null,
        topic: 'Punti',
        orderNumber: null,
        message: 'Buongiorno, quando arrivano i punti?',
        link,
      },
      ctx,
    );
    expect(mail.text.split('\n')[0]).toBe('Nuova richiesta dal modulo contatti di Premia Club.');
    expect(greetings(mail.text)).toEqual(['Buongiorno, quando arrivano i punti?']);
  });

  it('tells a salutation from a word that only starts like one', () => {
    for (const text of [
      'Ciao',
      'Gentilissima Sig.ra Rossi,',
      'Cara Giulia,',
      'buongiorno Marco',
      'Buona sera,',
      'Spett.le ditta',
      'Salve!',
    ])
      expect(opensWithGreeting(text), text).toBe(true);
    for (const text of ['Carico il premio domani.', 'Il premio è in consegna.', 'Ciaone', 'Hidden', ''])
      expect(opensWithGreeting(text), text).toBe(false);
  });
});

describe('counts in the mails, in Italian', () => {
  it('says one point in the singular, agreement included, and a whole million with "di"', () => {
    const one = renderMail(
      'order',
      { orderNumber: 'ORD-1', items: [{ name: 'Matita', quantity: 1, points: 1 }], totalPoints: 1, shipping: 'Via Roma 1', link: 'x' },
      ctx,
    );
    expect(one.text).toContain('• 1 × Matita: 1 punto');
    expect(one.text).toContain('Totale: 1 punto, già scalato dal tuo saldo.');
    const many = renderMail(
      'order',
      {
        orderNumber: 'ORD-2',
        items: [{ name: 'Viaggio', quantity: 2, points: 500_000 }],
        totalPoints: 1_000_000,
        shipping: 'Via Roma 1',
        link: 'x',
      },
      ctx,
    );
    expect(many.text).toContain('Totale: 1.000.000 di punti, già scalati dal tuo saldo.');
  });

  it('tells a cancellation of one point in the singular', () => {
    const order = { order_number: 'ORD-3', status: 'annullato' as const, carrier: null, tracking_code: null, tracking_url: null };
    expect(statusParagraphs('mail', order, 1, null)).toEqual([
      'Il tuo ordine ORD-3 è stato annullato e il punto utilizzato è tornato sul tuo saldo.',
    ]);
    expect(statusParagraphs('mail', order, 2400, null)).toEqual([
      'Il tuo ordine ORD-3 è stato annullato e i 2.400 punti utilizzati sono tornati sul tuo saldo.',
    ]);
  });
});
