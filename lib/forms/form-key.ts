import type { FormDefinition } from './types';

/** The key of a form's own text (`title`, `intro`, `submit`): `NAME.title` in `forms`, or `title` in its own namespace. */
export const formKey = (def: Pick<FormDefinition, 'name' | 'messages'>, part: string) => (def.messages ? part : `${def.name}.${part}`);
