import { escapeHtml } from '../mail/templates.js';
import {
  CMS_KEYS,
  insertAdvantages,
  insertCmsSections,
  insertInitiatives,
  insertNews,
  insertNotices,
  insertNotification,
  insertNotificationRead,
  insertPartners,
  insertUserVouchers,
  insertVouchers,
  LOGO_HEIGHT,
  LOGO_WIDTH,
  logoUrl,
  PICTURE_HEIGHT,
  PICTURE_WIDTH,
  pictureUrl,
} from '../modules/content/provisioning-service.js';
import { userIdsOf } from '../modules/customers/provisioning-service.js';
import { cleanRichText } from '../security/html-policy.js';
import { AURORA_CONTENT } from './content-aurora.js';
import { DEMO_CONTENT } from './content-demo.js';
import type { TenantContent } from './content-types.js';
import type { Seeder } from './seeder.js';

const CONTENT: Record<string, TenantContent> = { demo: DEMO_CONTENT, aurora: AURORA_CONTENT };
const DAY = 24 * 3600 * 1000;

/**
 * Plain paragraphs → HTML: '## ' starts a heading, '- ' a list item (consecutive ones share a
 * list), anything else is a paragraph. Text is escaped, then sanitized like any stored HTML.
 */
export function textToHtml(lines: string[]): string {
  const out: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length) out.push(`<ul>${list.map((l) => `<li>${l}</li>`).join('')}</ul>`);
    list = [];
  };
  for (const line of lines) {
    if (line.startsWith('- ')) {
      list.push(escapeHtml(line.slice(2)));
      continue;
    }
    flush();
    out.push(line.startsWith('## ') ? `<h3>${escapeHtml(line.slice(3))}</h3>` : `<p>${escapeHtml(line)}</p>`);
  }
  flush();
  return cleanRichText(out.join('\n'));
}

function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

const picture = (motif: string, color: string) => ({
  image_url: pictureUrl(motif, color),
  image_width: PICTURE_WIDTH,
  image_height: PICTURE_HEIGHT,
});

/**
 * Demo content per tenant: 25+ articles with pictures, notices, 8 partners with logos,
 * advantages, vouchers (DEMO0001 holds codes), DEMO0001's notifications (some read), every CMS
 * section including the mechanics, and the initiative pages. Runs after the accounts seeder
 * (SEEDERS order): the demo customer must exist to receive codes and notifications. The
 * 'prize to validate' flag of DEMO0001 is set by the accounts seeder.
 */
export const contentSeeder: Seeder = {
  name: 'content',
  perTenant: true,
  demo: true,
  async run(trx, ctx) {
    const tenant = ctx.tenant;
    if (!tenant) return;
    const content = CONTENT[tenant] ?? DEMO_CONTENT;
    const now = Date.now();
    const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString();
    const color = (i: number) => content.palette[i % content.palette.length] ?? '1d4ed8';

    await insertNews(
      trx,
      content.news.map(([title, excerpt, paragraph, motif], i) => ({
        tenant_alias: tenant,
        slug: slugify(title),
        title,
        excerpt,
        body_html: textToHtml([excerpt, paragraph, content.newsClosing[i % content.newsClosing.length] ?? '']),
        ...picture(motif, color(i)),
        // Newest first in the data; one every four days, at a plausible hour.
        published_at: iso(-(i * 4 * DAY) - 3 * 3600 * 1000),
      })),
    );

    await insertNotices(
      trx,
      content.notices.map(([title, body], i) => ({
        tenant_alias: tenant,
        title,
        body_html: textToHtml([body]),
        published_at: iso(-(i * 6 + 1) * DAY),
      })),
    );

    const partners = await insertPartners(
      trx,
      content.partners.map((p, i) => ({
        tenant_alias: tenant,
        name: p.name,
        description: p.description,
        website: p.website,
        category: p.category,
        sort_order: i,
        logo_url: logoUrl(p.initials, p.color),
        logo_width: LOGO_WIDTH,
        logo_height: LOGO_HEIGHT,
      })),
    );
    const partnerId = (index: number) => partners[index] ?? null;

    await insertAdvantages(
      trx,
      content.advantages.map((a, i) => ({
        tenant_alias: tenant,
        partner_id: partnerId(a.partner),
        title: a.title,
        summary: a.summary,
        body_html: textToHtml(a.body),
        ...picture(a.motif, color(i + 3)),
        public: a.public ? 1 : 0,
        sort_order: i,
        created_at: iso(-i * DAY),
      })),
    );

    const vouchers = await insertVouchers(
      trx,
      content.vouchers.map((v, i) => ({
        tenant_alias: tenant,
        partner_id: partnerId(v.partner),
        title: v.title,
        description: v.description,
        body_html: textToHtml(v.body),
        code_template: v.codeTemplate ?? null,
        points: v.points,
        value_cents: v.valueCents,
        ...picture(v.motif, color(i + 5)),
        expires_at: v.expiresInDays === null ? null : iso(v.expiresInDays * DAY),
        sort_order: i,
        created_at: iso(-i * DAY),
      })),
    );

    await insertCmsSections(
      trx,
      CMS_KEYS.map((key) => {
        const section = content.cms[key];
        return { tenant_alias: tenant, key, title: section.title, body_html: textToHtml(section.body), updated_at: iso(0) };
      }),
    );

    const { initiative, closedInitiative } = content;
    await insertInitiatives(trx, [
      {
        tenant_alias: tenant,
        slug: initiative.slug,
        title: initiative.title,
        body_html: textToHtml(initiative.body),
        ...picture(initiative.motif, color(2)),
        starts_at: iso(-30 * DAY),
        ends_at: iso(120 * DAY),
        active: 1,
      },
      {
        tenant_alias: tenant,
        slug: closedInitiative.slug,
        title: closedInitiative.title,
        body_html: '<p>Iniziativa conclusa.</p>',
        image_url: null,
        image_width: null,
        image_height: null,
        starts_at: iso(-400 * DAY),
        ends_at: iso(-200 * DAY),
        active: 0,
      },
    ]);

    const [demoUser] = await userIdsOf(trx, tenant, ['DEMO0001']);
    if (!demoUser) return;

    const codes = content.vouchers.flatMap((v, i) => {
      const voucherId = vouchers[i];
      return v.demoCode && voucherId ? [{ voucher_id: voucherId, user_id: demoUser.id, code: v.demoCode, assigned_at: iso(-2 * DAY) }] : [];
    });
    await insertUserVouchers(trx, codes);

    for (const n of content.notifications) {
      const created = iso(-n.daysAgo * DAY);
      const id = await insertNotification(trx, {
        tenant_alias: tenant,
        user_id: n.everyone ? null : demoUser.id,
        title: n.title,
        body_html: textToHtml([n.body]),
        created_at: created,
      });
      if (n.read)
        await insertNotificationRead(trx, { notification_id: id, user_id: demoUser.id, read_at: iso(-n.daysAgo * DAY + 3600 * 1000) });
    }
  },
};
