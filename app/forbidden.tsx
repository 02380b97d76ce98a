import Link from "next/link";

export default function Forbidden() {
  return (
    <main className="page">
      <div className="panel" style={{ maxWidth: 560, margin: "60px auto", textAlign: "center" }}>
        <h1>403 · Not allowed</h1>
        <p className="subtle">
          Your account does not have the role this page needs. Ask a project admin if you think it
          should.
        </p>
        <Link href="/" className="button">
          Back to your projects
        </Link>
      </div>
    </main>
  );
}
