import { withTheme, type ThemeProps } from '@rjsf/core';
import { FieldTemplate } from './templates/field-template.js';
import { NoErrorList, ObjectFieldTemplate, SubmitButton } from './templates/object-template.js';
import { formWidgets } from './widget-registry.js';

/** Our RJSF theme: every widget of the portal's forms, the field and section templates, no English error list. */
export const premiaTheme: ThemeProps = {
  widgets: formWidgets,
  templates: {
    FieldTemplate,
    ObjectFieldTemplate,
    ErrorListTemplate: NoErrorList,
    // Errors and descriptions are rendered by FieldTemplate (one error, linked by id).
    FieldErrorTemplate: () => null,
    FieldHelpTemplate: () => null,
    DescriptionFieldTemplate: () => null,
    TitleFieldTemplate: () => null,
    ButtonTemplates: { SubmitButton },
  },
};

export const ThemedForm = withTheme(premiaTheme);
