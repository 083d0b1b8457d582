import type { CartLine } from "../cart";
import { ProductCard } from "./ProductCard";

type CheckoutProps = {
  lines: CartLine[];
  error?: string;
  paying?: boolean;
  onPay: () => void;
};

const price = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" });

// Colors, spacing and radii are the handbook's Tailwind theme: bg-surface, p-m, rounded-large…
export function Checkout({ lines, error, paying = false, onPay }: CheckoutProps) {
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

  return (
    <section className="grid gap-m bg-theme p-l text-contrast">
      <h1 className="text-title1">Checkout</h1>

      <ul className="grid gap-s">
        {lines.map((line) => (
          <li key={line.id}>
            <ProductCard line={line} />
          </li>
        ))}
      </ul>

      {/* The summary used text-secondary for the total until the contrast review. */}
      <div className="flex items-center justify-between rounded-large bg-surface p-m text-title3">
        <span>Total</span>
        <span className="text-primary-strong">{price.format(total)}</span>
      </div>

      {error && (
        <p role="alert" className="text-body" style={{ color: "var(--color-error)" }}>
          {error}
        </p>
      )}

      <button
        type="button"
        disabled={paying || lines.length === 0}
        aria-busy={paying}
        onClick={onPay}
        className="rounded-capsule bg-primary px-button-size-large-padding-horizontal py-button-size-large-padding-vertical text-button-label text-button-label-on-fill hover:bg-primary/90 disabled:bg-button-fill-disabled disabled:text-button-label-disabled"
      >
        {paying ? "Paying…" : "Pay now"}
      </button>
    </section>
  );
}
