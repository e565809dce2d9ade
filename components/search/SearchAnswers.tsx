'use client';
/**
 * The home search box's answers, which HomeSearch imports on the box's first focus, so that no page loads SWR
 * up front: /api/search/'s answer for the text typed through `useSWR`, one request per text (a text asked
 * again, or while it is being asked, is not asked twice), kept for the visit: no new request when the window
 * gets the focus back, the network returns or a text is typed again. A failed request is not repeated; the
 * panel keeps what it showed. It renders nothing: HomeSearch shows each answer handed over.
 */
import { useEffect } from 'react';
import useSWR from 'swr';
import type { SearchBoxResult } from '@/lib/data/search';

type Props = {
  /** The URL to ask for the text typed; null for an empty text, whose panel the page holds. */
  url: string | null;
  onAnswer: (answer: SearchBoxResult) => void;
};

const fetcher = (url: string) => fetch(url).then((r) => (r.ok ? (r.json() as Promise<SearchBoxResult>) : Promise.reject(new Error(`search ${r.status}`))));

export function SearchAnswers({ url, onAnswer }: Props): null {
  const { data } = useSWR(url, fetcher, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  useEffect(() => {
    if (data) onAnswer(data);
  }, [data, onAnswer]);
  return null;
}
