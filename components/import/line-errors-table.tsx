const SHOWN = 200;

/** The bad lines of an import: line number, field and problem (the first 200). */
export function LineErrorsTable(props: {
  errors: readonly { line: number; field: string; message: string }[];
  testId?: string;
}) {
  const { errors, testId } = props;
  return (
    <div className="table-wrap" style={{ marginTop: 8 }}>
      <table className="data" data-testid={testId}>
        <thead>
          <tr>
            <th>Line</th>
            <th>Field</th>
            <th>Problem</th>
          </tr>
        </thead>
        <tbody>
          {errors.slice(0, SHOWN).map((e, i) => (
            <tr key={i}>
              <td>{e.line}</td>
              <td className="mono">{e.field}</td>
              <td>{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
