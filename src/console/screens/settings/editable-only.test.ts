import { describe, expect, it } from 'vitest';
import { onlyEditable } from './editable-only.js';

describe('onlyEditable', () => {
  it('leaves the listed switches editable and every other field read-only, keeping their labels', () => {
    const schema = {
      type: 'object' as const,
      properties: {
        wishlist: { type: 'boolean' as const },
        ownLogin: {
          type: 'object' as const,
          properties: { active: { type: 'boolean' as const }, fieldsRequired: { type: 'array' as const } },
        },
        panel: { type: 'object' as const, properties: { url: { type: 'string' as const } } },
      },
    };
    const ui = { wishlist: { 'ui:title': 'Lista' }, panel: { 'ui:title': 'Pannello' } };
    expect(onlyEditable(schema, ui, 'features', ['features.wishlist', 'features.ownLogin.active'])).toEqual({
      wishlist: { 'ui:title': 'Lista' },
      ownLogin: { fieldsRequired: { 'ui:readonly': true } },
      panel: { 'ui:title': 'Pannello', 'ui:readonly': true },
    });
  });
});
