'use client';
import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import type { FormDefinition } from '@/lib/forms/types';

export type FormText = (key: string, values?: Record<string, string | number>) => string;

/**
 * The texts of one form in the browser: in its own namespace first (`appointment.fields.day`) when it has
 * one, else in `forms` (lib/i18n/translate.ts `formTranslator` does the same on the server).
 */
export function useFormText(def: Pick<FormDefinition, 'messages'>): FormText {
  const t = useTranslations();
  const ns = def.messages;
  return useCallback<FormText>(
    (key, values) => {
      const own = ns ? `${ns}.${key}` : null;
      return t((own && t.has(own as never) ? own : `forms.${key}`) as never, values as never);
    },
    [t, ns],
  );
}
