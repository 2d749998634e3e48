/** The id of the suggestion list the search field controls (aria-controls). */
export const SEARCH_SUGGESTIONS_ID = 'suchvorschlaege';
