// The brand header and in-app links of the sign-in, forgot and reset screens.
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
  return (
    <a
      href={to}
      onClick={(e) => {
        e.preventDefault();
        go(to);
      }}
    >
      {children}
    </a>
  );
}
