/**
 * Takes the one row an insert/update … returning() gave back (`.then(returnedRow('x insert'))`); none means
 * the statement did not do what it must, an internal error that `statement` names.
 */
export function returnedRow(statement: string) {
  return <Row>(rows: Row[]): Row => {
    const [row] = rows;
    if (!row) throw new Error(`${statement} returned nothing`);
    return row;
  };
}
