/** A reference list item the way selects and chip pickers take it. */
export interface PickOption {
  value: string;
  label: string;
}
