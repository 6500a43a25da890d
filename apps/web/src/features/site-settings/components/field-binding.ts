/** How a section's fields reach their id (for focus and the summary's links) and their error message. */
export interface FieldBinding {
  id: (field: string) => string;
  error: (field: string) => string;
  /** Moves the focus to the element with this id after the next render. */
  focus: (id: string) => void;
}
