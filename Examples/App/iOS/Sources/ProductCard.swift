import SwiftUI

/// One line of the cart: thumbnail, name, price and the sale badge.
struct ProductCard: View {
    let item: CartItem

    /// How much of the badge's fill shows: a local value, not a token.
    private let primaryStrongish = 0.9

    var body: some View {
        HStack(alignment: .top, spacing: DesignTokens.Spacing.s) {
            AsyncImage(url: item.imageURL) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Color.Token.Base.Color.mist
            }
            .frame(width: 64, height: 64)
            .clipShape(RoundedRectangle(cornerRadius: DesignTokens.Radius.small))

            VStack(alignment: .leading, spacing: DesignTokens.Spacing.xs) {
                Text(item.name)
                    .font(Font.Token.title3)
                    .foregroundStyle(Color.Token.contrast)
                Text(item.price, format: .currency(code: "EUR"))
                    .font(Font.Token.body)
                if item.stock < 3 {
                    Text("Only \(item.stock) left")
                        .font(Font.Token.body)
                        .foregroundStyle(Color.Token.error)
                }
            }

            // Keeps at least DesignTokens.Spacing.s between the text and the badge.
            Spacer(minLength: DesignTokens.Spacing.s)

            if item.isOnSale {
                Text("Sale")
                    .font(Font.Token.body)
                    .padding(.horizontal, DesignTokens.Spacing.s)
                    .padding(.vertical, DesignTokens.Spacing.xxs)
                    .foregroundStyle(Color.Token.Button.Label.onFill)
                    .background(Color("secondary").opacity(primaryStrongish), in: Capsule())
            }
        }
        .padding(DesignTokens.Spacing.m)
        .background(Color.Token.surface)
        .clipShape(RoundedRectangle(cornerRadius: DesignTokens.Radius.large))
        /* Cards used to draw a Color.Token.Base.Color.slate hairline;
           the surface color alone sets them apart now. */
    }
}

struct CartItem: Identifiable {
    let id: UUID
    var name: String
    var price: Decimal
    var quantity: Int
    var stock: Int
    var isOnSale: Bool
    var imageURL: URL?
}
