import { describe, expect, it } from 'vitest';
import { pickMessages } from './pick-messages';

const messages = {
  chrome: { menu: 'Menu' },
  detail: { gallery: 'Photos', notFound: { title: 'Gone', text: 'Sold' } },
  projects: { notFound: { back: 'Back' }, noConstruction: 'None', list: 'All' },
};

describe('pickMessages', () => {
  it('keeps whole namespaces and nested paths, in the same shape', () => {
    expect(pickMessages(messages, ['chrome', 'detail.notFound', 'projects.notFound', 'projects.noConstruction'])).toEqual({
      chrome: { menu: 'Menu' },
      detail: { notFound: { title: 'Gone', text: 'Sold' } },
      projects: { notFound: { back: 'Back' }, noConstruction: 'None' },
    });
  });

  it('leaves out what is not asked for and paths that do not exist', () => {
    expect(pickMessages(messages, ['nothing', 'chrome.missing.deeper'])).toEqual({});
  });
});
