/**
 * The prizes a customer may have validated (a receipt upload per prize won, counted on the
 * customer's row): the engagement's prize validation takes one in its own transaction.
 */
export { returnPrizeToValidate, takePrizeToValidate } from './repository.js';
