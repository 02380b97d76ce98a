import Link from "next/link";

export default function NotFound() {
  return (
    <main className="page">
      <div className="panel" style={{ maxWidth: 560, margin: "60px auto", textAlign: "center" }}>
        <h1>404 · Not found</h1>
        <p className="subtle">Nothing lives at this address.</p>
        <Link href="/" className="button">
          Back to your projects
        </Link>
      </div>
    </main>
  );
}
