/// A 3×3 matrix acting on color component vectors.
struct ColorMatrix3: Sendable {
    var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
        rows = (r0, r1, r2)
    }

    static func * (m: ColorMatrix3, v: SIMD3<Double>) -> SIMD3<Double> {
        // Summed left to right like the spec's multiplyMatrices, so results match it to the last bit
        // more often than SIMD's pairwise `sum()` would.
        func dot(_ r: SIMD3<Double>) -> Double { r.x * v.x + r.y * v.y + r.z * v.z }
        return SIMD3(dot(m.rows.0), dot(m.rows.1), dot(m.rows.2))
    }
}

/// The matrices of CSS Color 4's sample code (css-color-4/conversions.js, current editor's draft).
///
/// The RGB matrices are the spec's rational forms, computed from the primaries' chromaticities and
/// the 4-figure white points; that is what keeps sRGB white at exactly D65 and round trips tight.
enum ColorMatrices {
    // MARK: White points (CIE 1931 x,y to 4 figures, as CSS defines them)

    static let d50White = SIMD3<Double>(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)
    static let d65White = SIMD3<Double>(0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290)

    // MARK: sRGB (D65)

    static let linearSRGBToXYZ = ColorMatrix3(
        [506752 / 1228815, 87881 / 245763, 12673 / 70218],
        [87098 / 409605, 175762 / 245763, 12673 / 175545],
        [7918 / 409605, 87881 / 737289, 1001167 / 1053270]
    )
    static let xyzToLinearSRGB = ColorMatrix3(
        [12831 / 3959, -329 / 214, -1974 / 3959],
        [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
        [705 / 12673, -2585 / 12673, 705 / 667]
    )

    // MARK: Display P3 (D65)

    static let linearP3ToXYZ = ColorMatrix3(
        [608311 / 1250200, 189793 / 714400, 198249 / 1000160],
        [35783 / 156275, 247089 / 357200, 198249 / 2500400],
        [0, 32229 / 714400, 5220557 / 5000800]
    )
    static let xyzToLinearP3 = ColorMatrix3(
        [446124 / 178915, -333277 / 357830, -72051 / 178915],
        [-14852 / 17905, 63121 / 35810, 423 / 17905],
        [11844 / 330415, -50337 / 660830, 316169 / 330415]
    )

    // MARK: A98 RGB (D65)

    static let linearA98ToXYZ = ColorMatrix3(
        [573536 / 994567, 263643 / 1420810, 187206 / 994567],
        [591459 / 1989134, 6239551 / 9945670, 374412 / 4972835],
        [53769 / 1989134, 351524 / 4972835, 4929758 / 4972835]
    )
    static let xyzToLinearA98 = ColorMatrix3(
        [1829569 / 896150, -506331 / 896150, -308931 / 896150],
        [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
        [16779 / 1248040, -147721 / 1248040, 1266979 / 1248040]
    )

    // MARK: Rec. 2020 (D65)

    static let linearRec2020ToXYZ = ColorMatrix3(
        [63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314],
        [26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157],
        [0, 19567812 / 697040785, 295819943 / 278816314]
    )
    static let xyzToLinearRec2020 = ColorMatrix3(
        [30757411 / 17917100, -6372589 / 17917100, -4539589 / 17917100],
        [-19765991 / 29648200, 47925759 / 29648200, 467509 / 29648200],
        [792561 / 44930125, -1921689 / 44930125, 42328811 / 44930125]
    )

    // MARK: ProPhoto RGB (D50)

    // No rational form exists for ProPhoto; these are the 64-bit values from csswg-drafts issue 7675.
    static let linearProPhotoToXYZD50 = ColorMatrix3(
        [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
        [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
        [0, 0, 0.82510460251046020]
    )
    static let xyzD50ToLinearProPhoto = ColorMatrix3(
        [1.34578688164715830, -0.25557208737979464, -0.05110186497554526],
        [-0.54463070512490190, 1.50824774284514680, 0.02052744743642139],
        [0, 0, 1.21196754563894520]
    )

    // MARK: Bradford chromatic adaptation

    static let d65ToD50 = ColorMatrix3(
        [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
        [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
        [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371]
    )
    static let d50ToD65 = ColorMatrix3(
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124]
    )

    // MARK: OKLab (D65), recalculated for the CSS reference white at 64-bit precision

    static let xyzToOKLMS = ColorMatrix3(
        [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
        [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
        [0.0481771893596242, 0.2642395317527308, 0.6335478284694309]
    )
    static let okLMSToOKLab = ColorMatrix3(
        [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
        [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
        [0.0259040424655478, 0.7827717124575296, -0.8086757549230774]
    )
    static let okLabToOKLMS = ColorMatrix3(
        [1, 0.3963377773761749, 0.2158037573099136],
        [1, -0.1055613458156586, -0.0638541728258133],
        [1, -0.0894841775298119, -1.2914855480194092]
    )
    static let okLMSToXYZ = ColorMatrix3(
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816]
    )
}
