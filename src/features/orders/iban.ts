/** An IBAN as people read it and banks print it: groups of four, "SA03 8000 0000 6080 1016 7519". */
export function groupIban(iban: string): string {
  return iban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
