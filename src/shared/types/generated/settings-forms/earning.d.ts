/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { RJSFSchema } from '@rjsf/utils';
/** The schema the validators were compiled from; the module's other exports are the validators (validatorsOf). */
export declare const rootSchema: RJSFSchema;
