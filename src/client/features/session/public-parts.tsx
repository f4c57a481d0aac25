/** The brand block and the in-app link of the sign-in, forgot and reset screens. */
export function Brand({ subtitle }: { subtitle: string }) {
  return (
    <div className="pub-brand">
      <img src="/icons/icon-192.png" alt="" />
      <div>
        <h1>Sumbook</h1>
        <p>{subtitle}</p>
      </div>
    </div>
  );
}

export function Link({ to, go, children }: { to: string; go: (to: string) => void; children: string }) {
  return <a href={to} onClick={(e) => { e.preventDefault(); go(to); }}>{children}</a>;
}
