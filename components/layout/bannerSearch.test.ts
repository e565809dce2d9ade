import { describe, expect, it } from 'vitest';
import { bannerSearchParts } from './bannerSearch';

describe('which parts of the search the home banner shows', () => {
  it('none when the banner does not ask for the search, whatever site.json says', () => {
    expect(bannerSearchParts({ search: false }, { showSearchInput: true, showSearchButton: true })).toEqual({ input: false, buttons: false });
  });
  it('the text field and the buttons each as site.json search turns them on', () => {
    for (const showSearchInput of [true, false])
      for (const showSearchButton of [true, false])
        expect(bannerSearchParts({ search: true }, { showSearchInput, showSearchButton })).toEqual({ input: showSearchInput, buttons: showSearchButton });
  });
});
