import type { CmsKey } from '../modules/content/provisioning-service.js';

/**
 * The demo content of one tenant (content.seed.ts). Texts are plain Italian paragraphs; the seeder
 * turns them into HTML. Times are relative to the seeding moment so the demo never looks stale.
 */
export interface TenantContent {
  /** [title, excerpt, second paragraph, motif of the picture] — at least 25, newest first. */
  news: [title: string, excerpt: string, paragraph: string, motif: string][];
  /** Closing paragraph added to every article, so each reads as a complete piece. */
  newsClosing: string[];
  /** Picture colours (6 hex digits), used in turn. */
  palette: string[];
  notices: [title: string, body: string][];
  partners: { name: string; initials: string; color: string; category: string; description: string; website: string }[];
  advantages: { title: string; summary: string; body: string[]; partner: number; public: boolean; motif: string }[];
  vouchers: {
    title: string;
    description: string;
    body: string[];
    partner: number;
    points: number;
    valueCents: number;
    /** Shared code with {username}; absent → per-customer codes in `codes`. */
    codeTemplate?: string;
    /** Codes given to DEMO0001. */
    demoCode?: string;
    expiresInDays: number | null;
    motif: string;
  }[];
  /** [title, body, read by DEMO0001, days ago]; `everyone` sends it to every customer. */
  notifications: { title: string; body: string; read: boolean; daysAgo: number; everyone?: boolean }[];
  cms: Record<CmsKey, { title: string; body: string[] }>;
  /** The open initiative page (/promo/{slug}) and a closed one (answers 404). */
  initiative: { slug: string; title: string; body: string[]; motif: string };
  closedInitiative: { slug: string; title: string };
}
