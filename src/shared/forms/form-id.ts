/** `$id` of a form's root schema: RJSF's precompiled validator finds the main function by it. */
export function formSchemaId(alias: string, formId: string): string {
  return `premia:${alias}:${formId}`;
}
