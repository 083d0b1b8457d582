package com.example.shop

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.colorResource
import androidx.compose.ui.res.stringResource
import design.tokens.DesignTokens
import design.tokens.LocalTokenColors

data class CartLine(val name: String, val price: String)

/** The last step of a purchase: the cart's lines, the total and the pay button. */
@Composable
fun CheckoutScreen(lines: List<CartLine>, total: String, onPay: () -> Unit) {
    Column(
        modifier = Modifier
            .background(LocalTokenColors.current.theme)
            .padding(DesignTokens.Spacing.m),
        verticalArrangement = Arrangement.spacedBy(DesignTokens.Spacing.s),
    ) {
        Text(stringResource(R.string.checkout_title), style = DesignTokens.Typography.title1, color = LocalTokenColors.current.contrast)

        lines.forEach { line ->
            Row(
                modifier = Modifier
                    .fillMaxWidth()
                    .background(colorResource(R.color.surface), RoundedCornerShape(DesignTokens.Radius.large))
                    .padding(DesignTokens.Spacing.m),
                horizontalArrangement = Arrangement.SpaceBetween,
            ) {
                Text(line.name, style = DesignTokens.Typography.title3)
                Text(line.price, style = DesignTokens.Typography.body, color = LocalTokenColors.current.primaryStrong)
            }
        }

        // Same blue as @color/primary_strong on the XML screens, hence the resource here.
        Row(modifier = Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.SpaceBetween) {
            Text("Total", style = DesignTokens.Typography.title3)
            Text(total, style = DesignTokens.Typography.title3, color = colorResource(R.color.primary_strong))
        }

        /* The pay button is the capsule button: LocalTokenColors.current.buttonCapsuleNormalBackground
           behind a title2 label, DesignTokens.Spacing.l below the total. */
        Button(
            onClick = onPay,
            enabled = lines.isNotEmpty(),
            shape = RoundedCornerShape(DesignTokens.Button.Shape.capsule),
            colors = ButtonDefaults.buttonColors(
                containerColor = LocalTokenColors.current.buttonCapsuleNormalBackground,
                contentColor = LocalTokenColors.current.buttonCapsuleNormalForeground,
                disabledContainerColor = LocalTokenColors.current.buttonCapsuleDisabledBackground,
                disabledContentColor = LocalTokenColors.current.buttonCapsuleDisabledForeground,
            ),
            contentPadding = PaddingValues(
                horizontal = DesignTokens.Button.Size.Large.paddingHorizontal,
                vertical = DesignTokens.Button.Size.Large.paddingVertical,
            ),
            modifier = Modifier.fillMaxWidth().padding(top = DesignTokens.Spacing.l),
        ) {
            Text(stringResource(R.string.pay_now), style = DesignTokens.Button.Label.typography)
        }
    }
}
