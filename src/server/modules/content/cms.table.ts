import type { Generated, Insertable, Selectable } from 'kysely';
import type { CmsKey } from '../../../shared/types/generated/api/content.js';

export type { CmsKey };

/** Every key of the contract's CmsKey (schemas/api/content.json) once: a key added or removed there fails to compile here. */
const KEYS: Record<CmsKey, true> = {
  intro: true,
  footer: true,
  authentication: true,
  profile: true,
  contact: true,
  howItWorks: true,
  home: true,
  advantages: true,
  mechanics: true,
};

/** The CMS sections above: the portal's page texts plus the mechanics text of /meccanica. */
export const CMS_KEYS = Object.keys(KEYS) as CmsKey[];

/** One rich-text section of a tenant (primary key: tenant + key). */
export interface CmsSectionsTable {
  tenant_alias: string;
  key: CmsKey;
  title: string;
  body_html: string;
  updated_at: string;
  /** Incremented by every save from the console (stale saves are refused). */
  revision: Generated<number>;
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
  /** Incremented by every save from the console (stale saves are refused). */
  revision: Generated<number>;
}

export type CmsSection = Selectable<CmsSectionsTable>;
export type NewCmsSection = Insertable<CmsSectionsTable>;
export type Initiative = Selectable<InitiativesTable>;
export type NewInitiative = Insertable<InitiativesTable>;
