import SwiftUI

/// The last step of a purchase: the cart's cards, the total and the pay button.
struct CheckoutView: View {
    let items: [CartItem]
    var isPaying = false
    var onPay: () -> Void = {}

    private var total: Decimal {
        items.reduce(0) { $0 + $1.price * Decimal($1.quantity) }
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: DesignTokens.Spacing.m) {
                Text("Checkout")
                    .font(Font.Token.title1)
                    .foregroundStyle(Color.Token.contrast)

                ForEach(items) { item in
                    ProductCard(item: item)
                }

                // The summary sits DesignTokens.Spacing.l below the last card.
                summary
                    .padding(.top, DesignTokens.Spacing.l)

                payButton
            }
            .padding(DesignTokens.Spacing.m)
        }
        .background(Color.Token.theme)
    }

    private var summary: some View {
        HStack {
            Text("Total")
                .font(Font.Token.title3)
            Spacer()
            Text(total, format: .currency(code: "EUR"))
                .font(Font.Token.title3)
                .foregroundStyle(Color.Token.primaryStrong)
        }
        .padding(DesignTokens.Spacing.m)
        .background(Color.Token.surface, in: RoundedRectangle(cornerRadius: DesignTokens.Radius.medium))
    }

    /* While paying, the button keeps Color.Token.primary and shows a spinner
       instead of its label, as the Loading state of the capsule button does. */
    private var payButton: some View {
        Button(action: onPay) {
            Group {
                if isPaying {
                    ProgressView().tint(Color.Token.Button.Label.onFill)
                } else {
                    Text("Pay now").font(Font.Token.Button.Label.typography)
                }
            }
            .frame(maxWidth: .infinity)
            .padding(.vertical, DesignTokens.Button.Size.Large.paddingVertical)
            .padding(.horizontal, DesignTokens.Button.Size.Large.paddingHorizontal)
            .foregroundStyle(Color.Token.Button.Capsule.Normal.foreground)
            .background(Color.Token.Button.Capsule.Normal.background, in: Capsule())
        }
        .disabled(items.isEmpty)
    }
}
