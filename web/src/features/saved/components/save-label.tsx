/* What the toggle shows before and after sign-in is known (save-toggle.tsx, live-save-toggle.tsx). */

/** "Save" or "Saved", and the place's title for screen readers (cards are many on a page). */
export const saveLabel = (saved: boolean, title: string) => (
  <>
    {saved ? 'Saved' : 'Save'}
    <span className="visually-hidden"> {title}</span>
  </>
);

/** The place whose toggle was pressed before sign-in was known: the press counts once it is. */
export const early = { id: '' };
