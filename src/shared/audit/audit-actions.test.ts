import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, auditActionLabel, describeAudit } from './audit-actions.js';

describe('audit sentences', () => {
  it('a retention run: its counts, zero included, and what was skipped', () => {
    expect(
      describeAudit({
        action: 'privacy.retention.customers',
        target: 'clienti inattivi',
        after: { months: 24, anonymised: 1200, skippedPendingOrders: 2 },
      }),
    ).toBe('Clienti inattivi da 24 mesi anonimizzati: 1.200; 2 saltati per un ordine non ancora spedito o annullato');
    expect(
      describeAudit({
        action: 'privacy.retention.customers',
        target: 'clienti inattivi',
        after: { months: 36, anonymised: 0, skippedPendingOrders: 0 },
      }),
    ).toBe('Clienti inattivi da 36 mesi anonimizzati: 0');
    expect(describeAudit({ action: 'privacy.retention.receipts', target: 'scontrini', after: { months: 6, deleted: 3 } })).toBe(
      'Scontrini delle convalide decise da più di 6 mesi eliminati: 3',
    );
  });

  it('a points adjustment: the change, both balances grouped by thousands, and the reason', () => {
    expect(
      describeAudit({
        action: 'customer.points',
        target: 'MARIO01',
        before: { balance: 30744 },
        after: { balance: 31744, delta: 1000, reason: 'Bonus fedeltà' },
      }),
    ).toBe('Punti del cliente MARIO01 rettificati di +1.000: saldo da 30.744 a 31.744 punti; motivo «Bonus fedeltà»');
    expect(
      describeAudit({
        action: 'customer.points',
        target: 'ANNA02',
        before: { balance: 2500 },
        after: { balance: 0, delta: -2500, reason: '' },
      }),
    ).toBe('Punti del cliente ANNA02 rettificati di -2.500: saldo da 2.500 a 0 punti');
  });

  it('a feature toggle by the name the settings screen gives it, Attivo/Disattivato on both sides', () => {
    expect(describeAudit({ action: 'tenant.override', target: 'features.wishlist', before: true, after: false })).toBe(
      'Impostazione «Lista dei desideri» cambiata da Attivo a Disattivato',
    );
    expect(describeAudit({ action: 'tenant.override', target: 'features.ownLogin.active', before: false, after: true })).toBe(
      'Impostazione «Accesso con codice utente e password › Accesso del portale attivo» cambiata da Disattivato a Attivo',
    );
  });

  it('an override of the value the file already gives says so', () => {
    expect(describeAudit({ action: 'tenant.override', target: 'features.wishlist', before: false, after: false })).toBe(
      'Impostazione «Lista dei desideri» fissata a Disattivato, il valore che aveva già',
    );
  });

  it('other settings: a colour, a menu link by its code, a group of values by their labels', () => {
    expect(describeAudit({ action: 'tenant.override', target: 'theme.colors.primary', before: '#112233', after: '#0f766e' })).toBe(
      'Impostazione «Colori › Colore principale» cambiata da «#112233» a «#0f766e»',
    );
    expect(describeAudit({ action: 'tenant.override', target: 'menu.links.news.label', before: 'News', after: 'Notizie' })).toBe(
      'Impostazione «Link del menu › news › Testo del link» cambiata da «News» a «Notizie»',
    );
    expect(
      describeAudit({
        action: 'tenant.override',
        target: 'features.welcomePoints',
        before: null,
        after: { points: 1500, reason: 'Benvenuto' },
      }),
    ).toBe('Impostazione «Punti di benvenuto» cambiata da non impostato a Punti: 1.500, Descrizione: «Benvenuto»');
  });

  it('an order status by its Italian labels, with the carrier and tracking code', () => {
    expect(
      describeAudit({
        action: 'order.status',
        target: 'DEMO-2026-000123',
        before: { status: 'in_lavorazione' },
        after: { status: 'spedito', carrier: 'BRT', tracking_code: 'BRT123', tracking_url: 'https://brt.example/BRT123' },
      }),
    ).toBe('Ordine DEMO-2026-000123: stato da «In lavorazione» a «Spedito»; corriere «BRT»; codice di spedizione «BRT123»');
  });

  it('a customer state names only what changed, as Sì/No', () => {
    expect(
      describeAudit({
        action: 'customer.state',
        target: 'MARIO01',
        before: { active: true, pointsEnabled: true },
        after: { active: true, pointsEnabled: false },
      }),
    ).toBe('Stato del cliente MARIO01 cambiato: punti abilitati da Sì a No');
  });

  it('a refused staff sign-in says what was wrong', () => {
    expect(describeAudit({ action: 'staff.signin_failed', target: 'support@premia.example', after: 'password' })).toBe(
      'Accesso alla console di support@premia.example rifiutato: password errata',
    );
    expect(describeAudit({ action: 'staff.signin_failed', target: 'support@premia.example', after: 'code' })).toBe(
      'Accesso alla console di support@premia.example rifiutato: codice di verifica errato',
    );
  });

  it('counts in Italian plural forms, dates written out', () => {
    expect(describeAudit({ action: 'customer.export', target: 'clienti', after: { customers: 1 } })).toBe(
      'Clienti esportati in CSV: 1 cliente',
    );
    expect(
      describeAudit({
        action: 'audit.export',
        target: 'audit',
        after: { filters: { tenant: 'demo', action: 'customer.points', since: '2026-11-01' }, rows: 2345 },
      }),
    ).toBe('Registro esportato in CSV: 2.345 voci; filtri: iniziativa «demo», azione «Punti rettificati», dal 01/11/2026');
    expect(
      describeAudit({
        action: 'import.points',
        target: 'punti-novembre.csv',
        after: { righe: 1200, importate: 1150, saltate: 40, scartate: 10 },
      }),
    ).toBe('Importazione punti dal file «punti-novembre.csv»: 1.200 righe lette; importate 1.150; saltate 40; scartate 10');
  });

  it('a prize edit lists each changed field with both values', () => {
    expect(
      describeAudit({
        action: 'catalog.prize.update',
        target: 'TAGLIA01',
        before: { code: 'TAGLIA01', name: 'Tagliasiepi', points: 4000, stock: null, available: true },
        after: { code: 'TAGLIA01', name: 'Tagliasiepi a batteria', points: 4200, stock: 3, available: true },
      }),
    ).toBe(
      'Premio TAGLIA01 modificato: nome da «Tagliasiepi» a «Tagliasiepi a batteria»; punti da 4.000 a 4.200; pezzi in magazzino da illimitati a 3',
    );
  });

  it('a second factor says whether there was one before', () => {
    expect(describeAudit({ action: 'staff.totp', target: 'anna@premia.example', before: 'disabled', after: 'enabled' })).toBe(
      'Secondo fattore di anna@premia.example attivato (prima non c’era)',
    );
    expect(describeAudit({ action: 'staff.totp', target: 'anna@premia.example', before: 'enabled', after: 'enabled' })).toBe(
      'Secondo fattore di anna@premia.example attivato di nuovo, con una nuova chiave',
    );
  });

  it('a content edit names a long text as changed, a short one with both values', () => {
    expect(
      describeAudit({
        action: 'content.update',
        target: 'news/12',
        before: { title: 'Saldi', slug: 'saldi', body_html: `<p>${'a'.repeat(80)}</p>` },
        after: { title: 'Saldi di Natale', slug: 'saldi', body_html: `<p>${'b'.repeat(80)}</p>` },
      }),
    ).toBe('Contenuto modificato: notizia n. 12 «Saldi di Natale»: titolo da «Saldi» a «Saldi di Natale»; cambiato il campo «testo»');
  });

  it('the demo passwords revoked at start-up read as sentences too', () => {
    expect(describeAudit({ action: 'staff.demo_password_revoked', target: 'operator@premia.example' })).toBe(
      'Password demo tolta all’utente staff operator@premia.example: l’account è disattivato finché non riceve un nuovo link',
    );
    expect(describeAudit({ action: 'customer.demo_password_revoked', target: 'DEMO0001' })).toBe(
      'Password demo tolta al cliente DEMO0001: dovrà impostarne una nuova',
    );
  });

  it('an action the list does not know still shows, with its values', () => {
    expect(describeAudit({ action: 'legacy.thing', target: 'x', before: { n: 1 }, after: { n: 2000 } })).toBe(
      'Azione «legacy.thing» su «x»; prima: 1; dopo: 2.000',
    );
    expect(auditActionLabel('legacy.thing')).toBe('legacy.thing');
  });

  it('every action has an Italian label and a sentence that is no raw JSON', () => {
    for (const [action, spec] of Object.entries(AUDIT_ACTIONS)) {
      expect(spec.label, action).toMatch(/^[A-ZÀ-Ú]/);
      const sentence = spec.describe({ target: 'T1', before: {}, after: {} });
      expect(sentence, action).not.toMatch(/[{}"]|undefined|\[object/);
    }
  });
  it('the partner API’s writes: the key’s movement with its reference, and a sales batch undone with what could not be taken back', () => {
    expect(
      describeAudit({
        action: 'partner.points',
        target: 'erp-2026-03-000123',
        before: { balance: 1000 },
        after: { user_code: 'C100234', balance: 1250, delta: 250, reason: 'Acquisti di marzo' },
      }),
    ).toBe(
      'Punti del cliente C100234 mossi via API di +250: saldo da 1.000 a 1.250 punti; riferimento «erp-2026-03-000123»; motivo «Acquisti di marzo»',
    );
    expect(
      describeAudit({ action: 'partner.sales_undo', target: 'vendite-1', after: { lines: 2, points_reversed: 130, not_reversed: 70 } }),
    ).toBe('Lotto di vendite «vendite-1» annullato via API: 2 righe; punti stornati 130; non stornati perché già spesi 70');
    expect(
      describeAudit({ action: 'partner.customers', target: 'clienti', after: { received: 1000, created: 995, skipped: 1, rejected: 4 } }),
    ).toBe('Clienti inviati via API: 1.000 clienti; creati 995; saltati 1; scartati 4');
    expect(
      describeAudit({
        action: 'partner.customers',
        target: 'clienti',
        after: { received: 1000, created: 600, updated: 200, unchanged: 197, rejected: 3 },
      }),
    ).toBe('Clienti inviati via API: 1.000 clienti; creati 600; aggiornati 200; invariati 197; scartati 3');
    expect(
      describeAudit({
        action: 'partner.customer_update',
        target: 'C100234',
        before: { firstname: null, vatcode: '04512340987', 'extra.codice_agente': 'AG1' },
        after: { firstname: 'Anna', vatcode: '07654320634', 'extra.codice_agente': null },
      }),
    ).toBe(
      'Dati del cliente C100234 aggiornati via API: nome da nessuno a «Anna»; partita IVA da «04512340987» a «07654320634»; campo «codice_agente» da «AG1» a nessuno',
    );
  });
});
