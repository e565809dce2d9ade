'use client';

import { useEffect } from 'react';

/** Submits the enclosing form when the selected control changes (the submit button stays for no-JS visitors). */
export function AutoSubmit({ selector }: { selector: string }) {
  useEffect(() => {
    const el = document.querySelector<HTMLSelectElement>(selector);
    const submit = () => el?.form?.requestSubmit();
    el?.addEventListener('change', submit);
    return () => el?.removeEventListener('change', submit);
  }, [selector]);
  return null;
}
