/**
 * Each form's schema for the browser, loaded when the visitor first uses the form (focus, submit): a page
 * ships no validation code up front, and then only its own form's. The server keeps using the
 * registry (registry.ts), which imports every definition; registry.test.ts checks both list the same forms.
 */
import type { FormDefinition, FormSchema } from './types';

const load = <K extends string>(module: Promise<Record<K, unknown>>, name: K) => module.then((m) => (m[name] as FormDefinition).schema);

export const SCHEMA_LOADERS: Readonly<Record<string, () => Promise<FormSchema>>> = {
  contact: () => load(import('./defs/contact'), 'contact'),
  'contact-demand': () => load(import('./defs/contact-demand'), 'contactDemand'),
  'contact-me': () => load(import('./defs/contact-me'), 'contactMe'),
  'send-to-friend': () => load(import('./defs/send-to-friend'), 'sendToFriend'),
  'document-request': () => load(import('./defs/document-request'), 'documentRequest'),
  'contact-construction': () => load(import('./defs/contact-construction'), 'contactConstruction'),
  newsletter: () => load(import('./defs/newsletter'), 'newsletter'),
  testimonial: () => load(import('./defs/testimonial'), 'testimonial'),
  'demand-register': () => load(import('./defs/demand-register'), 'demandRegister'),
  'contact-appointment': () => load(import('./defs/contact-appointment'), 'contactAppointment'),
  'rent-application': () => load(import('./defs/rent-application'), 'rentApplication'),
  offer: () => load(import('./defs/offer'), 'offer'),
  cv: () => load(import('./defs/cv'), 'cv'),
  'favourite-alert': () => load(import('./defs/favourite-alert'), 'favouriteAlert'),
};

const loaded = new Map<string, Promise<FormSchema>>();

/** The schema of form `name`, imported once (a failed import is tried again on the next call). */
export function loadSchema(name: string): Promise<FormSchema> {
  let schema = loaded.get(name);
  if (!schema) {
    const loader = SCHEMA_LOADERS[name];
    // registry.test.ts holds SCHEMA_LOADERS to the registry's forms, and only those reach here.
    if (!loader) throw new Error(`No schema loader for form "${name}"`);
    schema = loader();
    schema.catch(() => loaded.delete(name));
    loaded.set(name, schema);
  }
  return schema;
}

/** What the browser needs of a form to lay it out (its definition without the schema and the server's parts). */
export type FormLayout = Pick<FormDefinition, 'name' | 'fields' | 'captcha' | 'messages' | 'submitNotice'>;

export const layoutOf = (def: FormDefinition): FormLayout => ({
  name: def.name,
  fields: def.fields,
  captcha: def.captcha,
  messages: def.messages,
  submitNotice: def.submitNotice,
});
