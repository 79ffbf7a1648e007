// A table's label is the owner's name for it: "5" is a number and reads "Table 5" / "طاولة 5",
// but "Terrace 1" is already a name and reads as it is (never "Table Terrace 1").

/** True for a label made only of digits ("5", "12", "٥"): the ones that take the word "Table". */
export function isTableNumber(label: string): boolean {
  return /^\p{Nd}+$/u.test(label);
}

/** "Table 5" for a numbered table in `word`'s language, the owner's name ("Terrace 1") as it is. */
export function tableName(label: string, word: string): string {
  return isTableNumber(label) ? `${word} ${label}` : label;
}
