import type { Generated, Insertable, Selectable } from 'kysely';

/** The CMS sections of spec §3 plus the mechanics text of /meccanica. */
export const CMS_KEYS = ['intro', 'footer', 'authentication', 'profile', 'contact', 'howItWorks', 'home', 'advantages', 'mechanics'] as const;
export type CmsKey = (typeof CMS_KEYS)[number];

/** One rich-text section of a tenant (primary key: tenant + key). */
export interface CmsSectionsTable {
  tenant_alias: string;
  key: string;
  title: string;
  body_html: string;
  updated_at: string;
}

/** A public initiative page (/promo/{slug}); shown only while active and within its dates. */
export interface InitiativesTable {
  id: Generated<number>;
  tenant_alias: string;
  slug: string;
  title: string;
  body_html: string;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  starts_at: string | null;
  ends_at: string | null;
  active: Generated<number>;
}

export type CmsSection = Selectable<CmsSectionsTable>;
export type NewCmsSection = Insertable<CmsSectionsTable>;
export type Initiative = Selectable<InitiativesTable>;
export type NewInitiative = Insertable<InitiativesTable>;
