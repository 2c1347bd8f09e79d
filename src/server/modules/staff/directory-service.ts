/**
 * Who the staff are, for the areas that show or assign them (the contact inbox): lent to them by
 * the composition root, since the staff module's dashboard already reads those areas.
 */
export { staffCards, staffOfTenant, type StaffCard } from './repository.js';
