import { FORMS } from '@/lib/forms/registry';
import type { FormDefinition } from '@/lib/forms/types';
import { must } from './must';

/** The registered form `name`, or a failure that names the form a test expected to exist. */
export const formNamed = (name: string): FormDefinition => must(FORMS[name], `the registered form "${name}"`);
